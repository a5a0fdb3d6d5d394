import { describe, expect, it } from 'vitest';
import { HELPER_FIELD_PATHS } from '@shared/contracts/ai';
import { COACHING_SESSION_NUMBERS } from '@shared/domain';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { FIXTURES } from './fixtures';
import { createOfflineEngine } from './index';

const engine = createOfflineEngine();
const SESSIONS: readonly CoachingSessionNumber[] = COACHING_SESSION_NUMBERS;

/** Every call the engine answers, over every fixture. */
const calls: { name: string; run: () => Promise<unknown> }[] = FIXTURES.flatMap((f) => [
  { name: `${f.name}: inferIndustry`, run: () => engine.inferIndustry(f.form) },
  ...SESSIONS.map((s) => ({
    name: `${f.name}: coach ${s}`,
    run: () => engine.coach({ sessionNumber: s, form: f.form, industry: null }),
  })),
  ...HELPER_FIELD_PATHS.flatMap((fieldPath) =>
    (['get_ideas', 'improve_text'] as const).map((intent) => ({
      name: `${f.name}: ${intent} ${fieldPath}`,
      run: () => engine.suggest({ fieldPath, intent, form: f.form }),
    })),
  ),
]);

describe('offline engine', () => {
  it("is named 'offline'", () => {
    expect(engine.name).toBe('offline');
  });

  it('is deterministic: the same input gives deep-equal output, from a fresh engine too', async () => {
    const other = createOfflineEngine();
    for (const f of FIXTURES) {
      for (const s of SESSIONS) {
        const input = { sessionNumber: s, form: f.form, industry: null };
        expect(await engine.coach(input)).toEqual(await other.coach(structuredClone(input)));
      }
      expect(await engine.inferIndustry(f.form)).toEqual(
        await other.inferIndustry(structuredClone(f.form)),
      );
      for (const intent of ['get_ideas', 'improve_text'] as const) {
        const input = { fieldPath: 'market.payEvidence', intent, form: f.form };
        expect(await engine.suggest(input)).toEqual(await other.suggest(structuredClone(input)));
      }
    }
  });

  // Its speed (<= 20 ms a call) is a budget measured by `npm run bench`, not a timed test here.
  it('answers every call with a result of the right shape', async () => {
    expect(calls.length).toBeGreaterThan(1500);
    for (const call of calls) {
      const result = (await call.run()) as object;
      expect(result, call.name).toBeTypeOf('object');
      expect(Object.keys(result).length, call.name).toBeGreaterThan(0);
    }
  });
});
