import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  assessmentSchema,
  saveAssessmentResponseSchema,
  type Assessment,
} from '@shared/contracts/assessments';
import { MESSAGES } from '@shared/errors';
import { signedInUser, type SignedIn } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { form, maxLengthForm } from '../../test/forms';
import { ASSESSMENT_VERSION_REQUIRED } from './assessments.service';
import { withAssessment } from './assessments.test-support';

const t = useTestApp();

async function read(me: SignedIn, id: string): Promise<Assessment> {
  return assessmentSchema.parse(await (await me.api.get(ASSESSMENT_PATHS.one(id))).json());
}

describe('POST /api/assessments/{id}', () => {
  it('saves with its version, bumps the version and updatedAt, and answers the save shape', async () => {
    const me = await withAssessment(t.ctx);
    const before = await read(me, me.id);
    const formState = form({ product: { problem: 'Late invoices', rating: 3 } });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: false,
      version: 1,
    });
    expect(res.status).toBe(200);
    const saved = saveAssessmentResponseSchema.parse(await res.json());
    expect(saved).toMatchObject({ id: me.id, name: before.name, completedAt: null, version: 2 });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const after = await read(me, me.id);
    expect(after.formData).toEqual(formState);
    expect(after.version).toBe(2);
  });

  it('refuses a version beyond the database integer, and text with a NUL character, with 400', async () => {
    const me = await withAssessment(t.ctx);
    const big = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: form(),
      version: 2_147_483_648,
    });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ issues: [{ path: 'version' }] });
    const nul = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: form({ actionPlan: { next30Days: ['ok', 'a\u0000b'] } }),
    });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({
      message: MESSAGES.nulCharacter,
      issues: [{ path: 'formState.actionPlan.next30Days.1' }],
    });
    expect((await read(me, me.id)).version).toBe(1);
  });

  it('saves with the current version and refuses an older one with 409 and the current record', async () => {
    const me = await withAssessment(t.ctx);
    const first = form({ product: { problem: 'Saved in tab A' } });
    const ok = await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState: first, version: 1 });
    expect(ok.status).toBe(200);
    const current = await read(me, me.id);

    const stale = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: form({ product: { problem: 'Stale tab B' } }),
      version: 1,
      completed: false,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: unknown };
    expect(body.message).toBe(ASSESSMENT_MESSAGES.conflict);
    expect(assessmentSchema.parse(body.current)).toEqual(current);
    expect(await read(me, me.id)).toEqual(current);
  });

  it('answers 404 for another user’s, an unknown or a malformed id', async () => {
    const me = await signedInUser(t.ctx);
    const other = await withAssessment(t.ctx);
    for (const id of [other.id, randomUUID(), 'nope']) {
      const res = await me.api.post(ASSESSMENT_PATHS.one(id), { formState: form(), version: 1 });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
    }
    expect((await read(other, other.id)).version).toBe(1);
  });

  it.each([
    ['missing', {}],
    ['null', { version: null }],
  ])(
    'refuses a save whose version is %s with 400 naming it, whoever owns the id, and writes nothing',
    async (_, version) => {
      const me = await withAssessment(t.ctx);
      const stranger = await signedInUser(t.ctx);
      for (const who of [me, stranger]) {
        const res = await who.api.post(ASSESSMENT_PATHS.one(me.id), {
          formState: form({ product: { problem: 'Would overwrite newer data' } }),
          ...version,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          message: ASSESSMENT_VERSION_REQUIRED,
          code: 'BAD_REQUEST',
          issues: [{ path: 'version', message: ASSESSMENT_VERSION_REQUIRED }],
        });
      }
      const stored = await read(me, me.id);
      expect(stored.version).toBe(1);
      expect(stored.formData).toEqual(form());
    },
  );

  it('refuses a body whose assessmentId names another assessment than the address', async () => {
    const me = await withAssessment(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: form(),
      assessmentId: randomUUID(),
      version: 1,
    });
    expect(res.status).toBe(400);
  });

  it('drops blank tasks and unknown keys', async () => {
    const me = await withAssessment(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: {
        admin: true,
        product: { problem: 'Late invoices', secret: 'x' },
        actionPlan: { next30Days: ['Call Ann', '', '   ', 'Call Bob'] },
      },
      extra: 'ignored',
      version: 1,
    });
    expect(res.status).toBe(200);
    const { formData } = await read(me, me.id);
    expect(formData.actionPlan.next30Days).toEqual(['Call Ann', 'Call Bob']);
    expect(formData).not.toHaveProperty('admin');
    expect(formData.product).not.toHaveProperty('secret');
  });

  it('saves a form with every text field at its maximum length', async () => {
    const me = await withAssessment(t.ctx);
    const formState = maxLengthForm();
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect((await read(me, me.id)).formData).toEqual(formState);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const me = await withAssessment(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: { product: { problem: 'x'.repeat(1024 * 1024) } },
    });
    expect(res.status).toBe(413);
  });
});

describe('POST /api/assessments/{id} refuses bad input with 400 and writes nothing', () => {
  const cases: [string, unknown, string][] = [
    [
      '3001 characters in a text field',
      { product: { problem: 'x'.repeat(3001) } },
      'formState.product.problem',
    ],
    [
      '3001 characters in a loop field',
      { loops: { product_market: { metrics: 'x'.repeat(3001) } } },
      'formState.loops.product_market.metrics',
    ],
    [
      'a priority of 2001 characters',
      { actionPlan: { priority: 'x'.repeat(2001) } },
      'formState.actionPlan.priority',
    ],
    [
      'success measures of 2001 characters',
      { actionPlan: { successMeasures: 'x'.repeat(2001) } },
      'formState.actionPlan.successMeasures',
    ],
    ['an unknown industry', { industry: 'Bogus' }, 'formState.industry'],
    ['an unknown region', { region: 'Atlantis' }, 'formState.region'],
    ['a country outside the region', { region: 'Europe', country: 'Canada' }, 'formState.country'],
    ['a country without a region', { country: 'Canada' }, 'formState.country'],
    ['a rating of 6', { market: { rating: 6 } }, 'formState.market.rating'],
    ['a rating of 2.5', { market: { rating: 2.5 } }, 'formState.market.rating'],
    ['a rating sent as text', { execution: { rating: '3' } }, 'formState.execution.rating'],
    [
      'a text field that is a number',
      { reflection: { surprises: 42 } },
      'formState.reflection.surprises',
    ],
    [
      'tasks that are not a list',
      { actionPlan: { next30Days: 'Call Ann' } },
      'formState.actionPlan.next30Days',
    ],
    ['a form that is not an object', 'everything', 'formState'],
  ];
  it.each(cases)('%s', async (_label, formState, path) => {
    const me = await withAssessment(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toEqual(expect.any(String));
    expect(body.issues.map((i) => i.path)).toContain(path);
    expect((await read(me, me.id)).version).toBe(1);
  });

  it.each([
    ['no form', {}],
    ['completed that is not a boolean', { formState: {}, completed: 'yes' }],
    ['a version below 1', { formState: {}, version: 0 }],
    ['a malformed assessmentId', { formState: {}, assessmentId: 'abc' }],
    ['broken JSON', '{"formState":'],
  ])('%s', async (_label, body) => {
    const me = await withAssessment(t.ctx);
    expect((await me.api.post(ASSESSMENT_PATHS.one(me.id), body)).status).toBe(400);
    expect((await read(me, me.id)).version).toBe(1);
  });
});
