// AI quality evaluation (outside the test gate): runs the configured coach (AI_PROVIDER, offline by
// default) over assessment fixtures and prints, per session, schema validity and grounding.
//   npx tsx evals/run.ts [--sessions 2,5] [--fixture name]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { coachingResultSchema } from '@shared/contracts/ai';
import { formStateSchema, type FormState } from '@shared/contracts/assessment-form';
import {
  COACHING_SESSION_NUMBERS,
  CUSTOM_INDUSTRY,
  INDUSTRIES,
  SESSION_TITLES,
  type Industry,
} from '@shared/domain';
import { loadDotEnvFile, loadEnv } from '../src/server/env';
import { createAiEngine } from '../src/server/coach/engine';
import type { CoachingSessionNumber } from '../src/server/lib/ai/types';
import { groundingScore } from './grounding';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES_DIR = path.join(ROOT, 'src/server/coach/offline/fixtures');

interface Fixture {
  name: string;
  form: FormState;
  /** The industry the fixture's text belongs to, when its author says so. */
  expectedIndustry?: Industry | null;
}

/** A fixture export: a form, `{form}`/`{formState}` with an optional name, or a list of these. */
function toFixtures(value: unknown, fallbackName: string): Fixture[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => toFixtures(v, `${fallbackName}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name : fallbackName;
  const candidate = record.form ?? record.formState ?? record.formData;
  if (candidate !== undefined) {
    const parsed = formStateSchema.safeParse(candidate);
    const expected = (INDUSTRIES as readonly unknown[]).includes(record.expectedIndustry)
      ? (record.expectedIndustry as Industry)
      : null;
    return parsed.success ? [{ name, form: parsed.data, expectedIndustry: expected }] : [];
  }
  if ('product' in record || 'market' in record || 'execution' in record) {
    const parsed = formStateSchema.safeParse(record);
    return parsed.success ? [{ name: fallbackName, form: parsed.data }] : [];
  }
  return [];
}

async function loadFixtures(): Promise<{ source: string; fixtures: Fixture[] }> {
  if (existsSync(FIXTURES_DIR)) {
    const fixtures: Fixture[] = [];
    // The folder's index gathers every fixture file when there is one.
    const files = existsSync(path.join(FIXTURES_DIR, 'index.ts'))
      ? ['index.ts']
      : readdirSync(FIXTURES_DIR).sort();
    for (const file of files) {
      const full = path.join(FIXTURES_DIR, file);
      const base = file.replace(/\.(json|ts)$/, '');
      if (file.endsWith('.json')) {
        fixtures.push(...toFixtures(JSON.parse(readFileSync(full, 'utf8')), base));
      } else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const mod = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
        for (const [key, value] of Object.entries(mod)) {
          fixtures.push(...toFixtures(value, key === 'default' ? base : key));
        }
      }
    }
    const unique = [...new Map(fixtures.map((f) => [f.name, f])).values()];
    if (unique.length) return { source: path.relative(ROOT, FIXTURES_DIR), fixtures: unique };
  }
  return { source: 'inline forms (no offline fixtures found)', fixtures: INLINE_FIXTURES };
}

const INLINE_FIXTURES: Fixture[] = [
  {
    name: 'invoice-chasing (early, fintech)',
    form: formStateSchema.parse({
      industry: 'Finance/Fintech',
      region: 'Europe',
      country: 'Germany',
      product: {
        problem:
          'Small accounting firms spend hours every week chasing unpaid client invoices by email',
        solution: 'A tool that sends polite automatic reminders and shows which clients pay late',
        evidence: 'Five firms told us they lose about a day a month on reminders',
        rating: 2,
      },
      market: {
        target: 'Accounting firms with two to twenty employees',
        idealCustomer: 'The office manager of a ten person accounting firm in a mid-sized city',
        payEvidence: 'Two firms said they would pay forty euros a month',
        rating: 2,
      },
      execution: {
        delivery: 'A web app built by the two founders in the evenings',
        goToMarket: 'Direct outreach to firms through the regional chamber of tax advisers',
        risks: 'Accounting software vendors may add the same reminders for free',
        rating: 1,
      },
      loops: {
        product_market: {
          current: 'We change the reminder wording after every customer call',
          metrics: 'Share of invoices paid within fourteen days',
        },
      },
      actionPlan: {
        priority: 'Run a paid pilot with three firms',
        next30Days: ['Sign up three pilot firms', 'Measure days to payment before and after'],
        successMeasures: 'Pilot firms cut average days to payment by a quarter',
      },
    }),
  },
  {
    name: 'meal-kits (developing, custom industry)',
    form: formStateSchema.parse({
      industry: 'Other/Custom',
      customIndustry: 'Meal kits for hospital night shift workers',
      product: {
        problem: 'Night shift nurses have no healthy food options after the cafeteria closes',
        solution: 'Refrigerated lockers on the ward restocked daily with fresh meal kits',
        rating: 3,
      },
      market: {
        target: 'Nurses and doctors working night shifts in large hospitals',
        discoveryEvaluation: 'Forty interviews at two hospitals; most nurses skip meals at night',
        rating: 3,
      },
      execution: {
        delivery:
          'A partner kitchen prepares kits and a courier restocks lockers at six in the evening',
        resourcesPartners: 'One hospital facilities manager supports a pilot on two wards',
        rating: 3,
      },
    }),
  },
];

function expectation(fixture: Fixture, inferred: Industry): string {
  if (!fixture.expectedIndustry) return '';
  return `; expected ${fixture.expectedIndustry}: ${fixture.expectedIndustry === inferred ? 'match' : 'MISS'}`;
}

const { values: args } = parseArgs({
  options: { sessions: { type: 'string' }, fixture: { type: 'string' } },
});
const sessions = (
  args.sessions ? args.sessions.split(',').map(Number) : [...COACHING_SESSION_NUMBERS]
).filter((n): n is CoachingSessionNumber => n >= 2 && n <= 7);

loadDotEnvFile();
const env = loadEnv(process.env);
let tokens = 0;
const engine = createAiEngine(env, { onUsage: (_kind, t) => (tokens += t) });
const { source, fixtures } = await loadFixtures();
const chosen = fixtures.filter((f) => !args.fixture || f.name.includes(args.fixture));

console.log(`engine: ${engine.name} (AI_PROVIDER=${env.AI_PROVIDER})`);
console.log(`fixtures: ${chosen.length} from ${source}; sessions: ${sessions.join(', ')}\n`);

let runs = 0;
let valid = 0;
let groundingSum = 0;
for (const fixture of chosen) {
  let industry: Industry | null =
    fixture.form.industry && fixture.form.industry !== CUSTOM_INDUSTRY
      ? fixture.form.industry
      : null;
  if (!industry) {
    try {
      const inferred = await engine.inferIndustry(fixture.form);
      industry = inferred.inferredIndustry;
      console.log(
        `${fixture.name}: inferred ${inferred.inferredIndustry} (${inferred.confidence})${expectation(fixture, inferred.inferredIndustry)}`,
      );
    } catch (err) {
      console.log(`${fixture.name}: industry inference failed: ${(err as Error).message}`);
    }
  }
  for (const sessionNumber of sessions) {
    runs += 1;
    const started = performance.now();
    const label = `${fixture.name} | ${sessionNumber} ${SESSION_TITLES[sessionNumber]}`;
    try {
      const raw = await engine.coach({ sessionNumber, form: fixture.form, industry });
      const ms = Math.round(performance.now() - started);
      const parsed = coachingResultSchema.safeParse(raw);
      if (!parsed.success) {
        console.log(`${label} | schema INVALID: ${parsed.error.issues[0]?.message} | ${ms} ms`);
        continue;
      }
      valid += 1;
      const g = groundingScore(parsed.data, fixture.form);
      groundingSum += g.score;
      console.log(
        `${label} | schema ok | grounding ${(g.score * 100).toFixed(0)}% (${g.grounded.length}/6: ${g.grounded.join(', ') || '-'}) | ${ms} ms`,
      );
    } catch (err) {
      console.log(`${label} | FAILED: ${(err as Error).message}`);
    }
  }
}

console.log(
  `\n${valid}/${runs} sessions schema-valid; mean grounding ${valid ? ((groundingSum / valid) * 100).toFixed(0) : 0}%; ${tokens} tokens`,
);
process.exitCode = valid === runs ? 0 : 1;
