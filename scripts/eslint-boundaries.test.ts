// The import boundaries of eslint.config.js, each shown refusing a deliberate violation and
// allowing a legal import. The code is linted as if it stood at the given path (nothing is
// written), with the repository's own config and only its import rules.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  // Parsing without type information: the files do not exist, and import rules need no types.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) =>
    ruleId.endsWith('no-restricted-imports') || ruleId === 'no-restricted-syntax',
});

/** The messages of the import rules (and the client's URL rule) for `line` in a file at `filePath`. */
async function importErrors(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = [x];\n`, { filePath });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? []).map((m) => m.message);
}

type Case = [file: string, line: string];

function refuses(rule: string, message: string, cases: Case[]) {
  it.each(cases)(`${rule}: refuses, in %s, %s`, async (file, line) => {
    const errors = await importErrors(file, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });
}

function allows(rule: string, cases: Case[]) {
  it.each(cases)(`${rule}: allows, in %s, %s`, async (file, line) => {
    expect(await importErrors(file, line)).toEqual([]);
  });
}

describe('import boundaries (eslint.config.js)', () => {
  const clientRule = 'the client never imports server code';
  refuses(clientRule, 'The client never imports server code.', [
    ['src/client/features/coaching/components/x.tsx', "import { x } from '@server/app';"],
    [
      'src/client/features/coaching/api/x.ts',
      "import type { AppDeps as x } from '@server/context';",
    ],
    ['src/client/app/screens/x.tsx', "import { x } from '../../../server/db/client';"],
    ['src/client/components/ui/x.tsx', "import { x } from '@server/app';"],
  ]);
  allows(clientRule, [
    [
      'src/client/features/coaching/components/x.tsx',
      "import { API as x } from '@shared/contracts/routes';",
    ],
    ['src/client/app/screens/x.tsx', "import { x } from '@client/lib/api';"],
  ]);

  const contractRule = 'screens import only types from the zod contracts';
  refuses(contractRule, 'Screens import only types from the zod contracts', [
    [
      'src/client/features/assessments/api/x.ts',
      "import { assessmentSchema as x } from '@shared/contracts/assessments';",
    ],
  ]);
  allows(contractRule, [
    [
      'src/client/features/assessments/api/x.ts',
      "import type { Assessment as x } from '@shared/contracts/assessments';",
    ],
    [
      'src/client/features/assessments/api/x.ts',
      "import { isComplete as x } from '@shared/contracts/assessment-rules';",
    ],
    [
      'src/client/features/assessments/api/x.ts',
      "import { API as x } from '@shared/contracts/routes';",
    ],
  ]);

  const urlRule = 'the client builds no URL by hand (the route table, ADR 038)';
  refuses(urlRule, 'The client builds no URL by hand', [
    [
      'src/client/features/coaching/api/x.ts',
      "import { COACHING_PATHS as x } from '@shared/paths';",
    ],
    ['src/client/app/screens/x.tsx', "import { x } from '../../../shared/paths';"],
    ['src/client/features/credits/api/x.ts', "const x = '/api/credits';"],
    ['src/client/features/coaching/api/x.ts', 'const x = `/api/coach/${2}`;'],
  ]);
  allows(urlRule, [
    [
      'src/client/features/credits/api/x.ts',
      "import { API as x } from '@shared/contracts/routes';",
    ],
    // Tests check the wire.
    ['src/client/features/credits/api/x.test.ts', "const x = '/api/credits';"],
    ['src/client/features/coaching/api/x.ts', "const x = '/coaching/2';"],
  ]);

  const tableRule = 'the route table imports only types';
  refuses(tableRule, 'The route table is read by the client: it imports only types', [
    ['src/shared/contracts/routes.ts', "import { assessmentSchema as x } from './assessments';"],
    ['src/shared/contracts/routes.ts', "import { z as x } from 'zod';"],
    ['src/shared/contracts/routes.ts', "import { LIMITS as x } from '../domain';"],
  ]);
  allows(tableRule, [
    ['src/shared/contracts/routes.ts', "import type { Assessment as x } from './assessments';"],
    [
      'src/shared/contracts/route-schemas.ts',
      "import { assessmentSchema as x } from './assessments';",
    ],
  ]);

  const serverRule = 'the server never imports client code';
  refuses(serverRule, 'The server never imports client code.', [
    ['src/server/infra/pdf/x.tsx', "import { x } from '@client/lib/api';"],
    ['src/server/modules/export/x.ts', "import { x } from '../../../client/lib/api';"],
    ['src/server/infra/pdf/x.mjs', "import { x } from '@client/lib/api';"],
  ]);
  allows(serverRule, [
    ['src/server/infra/x.ts', "import { x } from '../db/client';"],
    ['src/server/infra/pdf/x.tsx', "import { x } from '@shared/domain';"],
  ]);

  const facesRule = 'another module only through its face';
  const facesMessage = 'Another module is used only through its face, modules/<m>/index.ts';
  refuses(facesRule, facesMessage, [
    ['src/server/modules/export/x.ts', "import { x } from '../coaching/coaching.queries';"],
    [
      'src/server/modules/export/x.ts',
      "import type { AuthUser as x } from '@server/modules/users/users.queries';",
    ],
    ['src/server/modules/export/x.ts', "export { x } from '../assessments/assessments.mapping';"],
    ['src/server/app.ts', "import { x } from './modules/auth/auth.routes';"],
    ['src/server/cli/x.ts', "import { x } from '../modules/users/users.queries';"],
    ['src/server/launch/x.ts', "import { x } from '../modules/auth/auth.queries';"],
    ['src/server/security/x.ts', "import { x } from '@server/modules/auth/auth.service';"],
    ['src/server/test/x.ts', "import { x } from '../modules/users/users.queries';"],
    ['bench/x.ts', "import { x } from '../src/server/modules/auth/auth.service';"],
    // Test support is for tests only.
    [
      'src/server/modules/account/x.ts',
      "import { x } from '../assessments/assessments.test-support';",
    ],
    // A test may use another module's test support, not its other files.
    ['src/server/modules/coaching/x.test.ts', "import { x } from '../ai/ai.queries';"],
    ['src/server/infra/http/x.test.ts', "import { x } from '../../modules/users/users.queries';"],
  ]);
  allows(facesRule, [
    ['src/server/modules/export/x.ts', "import { x } from '../coaching';"],
    ['src/server/modules/export/x.ts', "import { x } from '../coaching/index';"],
    [
      'src/server/modules/export/x.ts',
      "import type { AuthUser as x } from '@server/modules/users';",
    ],
    // Its own files, and the layers below.
    ['src/server/modules/export/x.ts', "import { x } from './export.files';"],
    ['src/server/modules/export/x.ts', "import { x } from '../../infra/pdf/format';"],
    ['src/server/modules/export/x.ts', "import { x } from '../../db/client';"],
    ['src/server/app.ts', "import { x } from './modules/auth';"],
    ['src/server/cli/x.ts', "import { x } from '../modules/users';"],
    ['bench/x.ts', "import { x } from '../src/server/modules/auth';"],
    [
      'src/server/modules/account/x.test.ts',
      "import { x } from '../assessments/assessments.test-support';",
    ],
    [
      'src/server/infra/http/x.test.ts',
      "import { x } from '../../modules/assessments/assessments.test-support';",
    ],
  ]);

  const infraRule = 'infrastructure knows no module, no coach and not context.ts';
  const infraMessage =
    'Infrastructure (src/server/infra, src/server/db) knows no module, no coach/ and not context.ts';
  refuses(infraRule, infraMessage, [
    // Not even a module's face.
    ['src/server/infra/auth/x.ts', "import { x } from '../../modules/users';"],
    ['src/server/infra/auth/x.ts', "import { x } from '../../modules/auth/auth.queries';"],
    ['src/server/infra/pdf/x.tsx', "import { x } from '@server/modules/export';"],
    [
      'src/server/infra/pdf/x.mjs',
      "import { x } from '../../modules/export/pdf/assessment-document';",
    ],
    ['src/server/infra/http/x.ts', "import type { AppEnv as x } from '../../context';"],
    ['src/server/infra/x.ts', "import type { AppDeps as x } from '@server/context';"],
    ['src/server/infra/ai/x.ts', "import { x } from '../../coach/engine';"],
    ['src/server/infra/ai/x.ts', "import { x } from '@server/coach/offline';"],
    ['src/server/db/x.ts', "import { x } from '../modules/users';"],
    ['src/server/db/schema/x.ts', "import type { AppEnv as x } from '../../context';"],
  ]);
  allows(infraRule, [
    ['src/server/infra/auth/x.ts', "import { x } from '../http/errors';"],
    ['src/server/infra/auth/x.ts', "import type { AuthUser as x } from './session.queries';"],
    ['src/server/infra/http/x.ts', "import type { AppEnv as x } from './app-env';"],
    ['src/server/infra/x.ts', "import { x } from '../db/client';"],
    ['src/server/infra/pdf/x.tsx', "import { x } from '@shared/domain';"],
    ['src/server/db/x.ts', "import { x } from '../env';"],
    // Its tests drive the assembled app, like every server test.
    [
      'src/server/infra/http/x.test.ts',
      "import { x } from '../../modules/assessments/assessments.test-support';",
    ],
    ['src/server/infra/metrics/x.test.ts', "import { x } from '../../modules/export';"],
    // The modules build on it.
    ['src/server/modules/export/pdf/x.tsx', "import { x } from '../../../infra/pdf/kit';"],
    ['src/server/context.ts', "export type { AppEnv as x } from './infra/http/app-env';"],
  ]);

  const sharedRule = 'src/shared imports no runtime';
  refuses(sharedRule, 'src/shared runs on both sides: it imports no server and no client code.', [
    ['src/shared/x.ts', "import { x } from '@server/app';"],
    ['src/shared/x.ts', "import { x } from '@client/lib/api';"],
    ['src/shared/contracts/x.ts', "import { x } from '../../server/app';"],
    ['src/shared/charts/x.tsx', "import { x } from '../../client/lib/api';"],
  ]);
  refuses(sharedRule, 'src/shared runs in the browser too: it imports no Node built-in module.', [
    ['src/shared/x.ts', "import { x } from 'node:fs';"],
    ['src/shared/x.ts', "import { x } from 'node:fs/promises';"],
    ['src/shared/x.ts', "import x from 'path';"],
    ['src/shared/contracts/x.ts', "import { x } from 'crypto';"],
  ]);
  allows(sharedRule, [
    ['src/shared/contracts/x.ts', "import { z as x } from 'zod';"],
    ['src/shared/x.ts', "import { PILLARS as x } from './domain';"],
    ['src/shared/x.ts', "import { x } from './paths';"],
  ]);

  const primitivesRule = 'UI primitives know no feature and no domain';
  refuses(
    primitivesRule,
    'UI primitives know no feature: they import neither features nor the app.',
    [
      [
        'src/client/components/ui/x.tsx',
        "import { x } from '@client/features/coaching/api/coaching-session';",
      ],
      [
        'src/client/components/ui/x.ts',
        "import { x } from '../../features/assessments/lib/local-copy';",
      ],
      ['src/client/components/ui/x.tsx', "import { x } from '@client/app/router';"],
    ],
  );
  refuses(
    primitivesRule,
    'UI primitives know no domain: of src/shared they import only @shared/ui-settings.',
    [
      ['src/client/components/ui/x.tsx', "import { LIMITS as x } from '@shared/domain';"],
      [
        'src/client/components/ui/x.tsx',
        "import type { Assessment as x } from '@shared/contracts/assessments';",
      ],
      ['src/client/components/ui/x.ts', "import { x } from '../../../shared/domain';"],
    ],
  );
  allows(primitivesRule, [
    ['src/client/components/ui/x.tsx', "import { TOAST as x } from '@shared/ui-settings';"],
    ['src/client/components/ui/x.tsx', "import { cn as x } from '@client/lib/utils';"],
    ['src/client/components/ui/x.tsx', "import { Dialog as x } from 'radix-ui';"],
    // The rule is the primitives': a feature may read the domain.
    [
      'src/client/features/coaching/components/x.tsx',
      "import { LIMITS as x } from '@shared/domain';",
    ],
  ]);
});
