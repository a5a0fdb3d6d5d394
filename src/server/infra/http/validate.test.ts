import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS, assessmentSchema } from '@shared/contracts/assessments';
import { useTestApp } from '../../test/use-test-app';
import { withAssessment } from '../../modules/assessments/assessments.test-support';
import {
  JSON_MAX_DEPTH,
  LONE_SURROGATE_MESSAGE,
  TOO_DEEP_MESSAGE,
  nestsDeeperThan,
} from './validate';

const t = useTestApp();

const deepArray = (levels: number) => '['.repeat(levels) + '"a\\u0000b"' + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '"x\\u0000y"' + '}'.repeat(levels);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan(deepArray(64), 64)).toBe(false);
    expect(nestsDeeperThan(deepArray(65), 64)).toBe(true);
    expect(nestsDeeperThan(deepObject(65), 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(500)}"}`, 64)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(500)}"}`, 64)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('scans 20,000 levels without recursion', () => {
    expect(nestsDeeperThan(deepArray(20_000), JSON_MAX_DEPTH)).toBe(true);
  });
});

describe('deep JSON bodies', () => {
  it.each([
    ['arrays', deepArray(20_000)],
    ['objects', deepObject(20_000)],
    ['arrays in the form', `{"formState":{"product":{"problem":${deepArray(5_000)}}}}`],
  ])(
    'answers 400 to 20,000-deep %s with a NUL, writes nothing, and health still answers',
    async (_, body) => {
      const me = await withAssessment(t.ctx);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => me.api.post(ASSESSMENT_PATHS.one(me.id), body)),
      );
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' });
      }
      expect(performance.now() - started).toBeLessThan(2_000);
      const stored = assessmentSchema.parse(
        await (await me.api.get(ASSESSMENT_PATHS.one(me.id))).json(),
      );
      expect(stored.version).toBe(1);
      const health = await t.ctx.app.request('/api/health');
      expect(health.status).toBe(200);
    },
  );

  it('answers 400 on a JSON endpoint of another module too (new assessment)', async () => {
    const me = await withAssessment(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.create, deepObject(20_000));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    const list = (await (await me.api.get(ASSESSMENT_PATHS.list)).json()) as unknown[];
    expect(list).toHaveLength(1);
  });
});

describe('lone surrogates', () => {
  it('answers 400 naming the field to text with half a character, which jsonb cannot store, and writes nothing', async () => {
    const me = await withAssessment(t.ctx);
    // JSON.stringify writes a lone surrogate as its escape, as a client would send it.
    const body = JSON.stringify({ formState: { product: { problem: 'a\uD800b' } }, version: 1 });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: LONE_SURROGATE_MESSAGE,
      issues: [{ path: 'formState.product.problem' }],
    });
    const stored = assessmentSchema.parse(
      await (await me.api.get(ASSESSMENT_PATHS.one(me.id))).json(),
    );
    expect(stored.version).toBe(1);
    // A whole pair (an emoji) is ordinary text.
    const ok = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: { product: { problem: 'a\uD83D\uDE00b' } },
      version: 1,
    });
    expect(ok.status).toBe(200);
  });
});
