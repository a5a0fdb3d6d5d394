import { describe, expect, it } from 'vitest';
import { industryInferenceSchema } from '@shared/contracts/ai';
import { coerceFormState, emptyFormState } from '@shared/contracts/assessment-form';
import { LIMITS } from '@shared/domain';
import { FIXTURES } from './fixtures';
import { createOfflineEngine } from './index';

const engine = createOfflineEngine();
const clear = FIXTURES.filter((f) => f.expectedIndustry && f.expectedIndustry !== 'Other/Custom');
const problem = (text: string, extra: object = {}) =>
  coerceFormState({ product: { problem: text }, ...extra });

describe('offline industry inference', () => {
  it('covers the 15 named industries among the fixtures', () => {
    expect(new Set(clear.map((f) => f.expectedIndustry)).size).toBe(15);
  });

  it.each(clear.map((f) => [f.name, f] as const))(
    '%s: clear text maps to its industry with confidence of at least 0.6',
    async (_name, f) => {
      const result = await engine.inferIndustry({ ...f.form, industry: '' });
      expect(industryInferenceSchema.parse(result)).toEqual(result);
      expect(result.inferredIndustry).toBe(f.expectedIndustry);
      expect(result.confidence).toBeGreaterThanOrEqual(LIMITS.lowConfidence);
    },
  );

  it.each([
    ['an empty form', emptyFormState()],
    ['vague text', problem('We want to help people do things better and make life easier.')],
    ['a single weak word', problem('An app for people who are busy.')],
    [
      'text split between industries',
      problem('A platform for shops and restaurants to manage deliveries.'),
    ],
    [
      'the sparse vague fixture',
      FIXTURES.find((f) => f.name === 'sparse vague')?.form ?? emptyFormState(),
    ],
  ])('%s gives a confidence below 0.6', async (_name, form) => {
    const result = await engine.inferIndustry(form);
    expect(industryInferenceSchema.parse(result)).toEqual(result);
    expect(result.confidence).toBeLessThan(LIMITS.lowConfidence);
  });

  it('answers Other/Custom with a low confidence when there is nothing to go on', async () => {
    expect(await engine.inferIndustry(emptyFormState())).toEqual({
      inferredIndustry: 'Other/Custom',
      confidence: 0.1,
    });
  });

  it('takes the industry the user chose, with certainty', async () => {
    const form = problem('We sell sourdough bread to cafes.', { industry: 'Manufacturing' });
    expect(await engine.inferIndustry(form)).toEqual({
      inferredIndustry: 'Manufacturing',
      confidence: 1,
    });
  });

  it('maps a custom industry described in clear words to its industry', async () => {
    const form = coerceFormState({
      industry: 'Other/Custom',
      customIndustry: 'Artisan bakery and cafe',
    });
    const result = await engine.inferIndustry(form);
    expect(result.inferredIndustry).toBe('Food & Beverage');
    expect(result.confidence).toBeGreaterThanOrEqual(LIMITS.lowConfidence);
  });

  it('keeps Other/Custom for a custom industry the keywords do not know', async () => {
    const custom = FIXTURES.find((f) => f.name === 'sparse custom industry');
    if (!custom) throw new Error('custom fixture missing');
    expect(await engine.inferIndustry(custom.form)).toEqual({
      inferredIndustry: 'Other/Custom',
      confidence: 0.7,
    });
  });

  it('does not read animal care as human health care, nor a named trade as what it drives', async () => {
    // A vet may fairly call itself Healthcare/Medical (the coach then drops human-health rules);
    // a groomer with a few 'appointments' and a 'treatment' is not.
    const groomer = coerceFormState({
      product: {
        problem: 'Dog owners wait three weeks for a grooming appointment at a salon.',
        solution: 'Dog grooming and a flea treatment at home, booked online for a fixed price.',
      },
      market: { target: 'Busy dog owners in Leeds with one or two pets.' },
    });
    expect((await engine.inferIndustry(groomer)).inferredIndustry).not.toBe('Healthcare/Medical');
    const named = coerceFormState({
      industry: 'Other/Custom',
      customIndustry: 'Mobile horse hoof care',
      product: { solution: 'A farrier who drives a van to stables on a weekly route.' },
    });
    expect((await engine.inferIndustry(named)).inferredIndustry).toBe('Other/Custom');
  });

  it('does not read a keyword inside another word', async () => {
    // 'bank' is a Finance keyword; 'riverbank' is not.
    const result = await engine.inferIndustry(problem('Guided walks along the riverbank.'));
    expect(result).toEqual({ inferredIndustry: 'Other/Custom', confidence: 0.1 });
  });
});

describe('offline industry inference on words other than the industry name', () => {
  const described = (problem: string, solution: string, target: string) =>
    coerceFormState({ product: { problem, solution }, market: { target } });

  it.each([
    [
      'a tips app for bars (Hospitality is not a hospital)',
      described(
        'Bartenders and waiting staff in busy bars lose track of how gratuities are shared at the end of a shift.',
        "A phone app that splits the night's tips by hours worked.",
        'Cocktail bars and pubs in city centres.',
      ),
      'Food & Beverage',
    ],
    [
      'rooftop panels for homes',
      described(
        'Homeowners see their electric bills rise every winter and cannot tell if their rooftop could pay for itself.',
        'A survey and installation of rooftop panels with a fixed monthly payment.',
        'Households with south-facing roofs.',
      ),
      'Energy/Utilities',
    ],
    [
      'small loans for market traders',
      described(
        'Market traders cannot borrow small amounts to restock before the weekend and repay at punishing rates.',
        'Short loans repaid daily from mobile money takings.',
        'Stall holders in open-air markets.',
      ),
      'Finance/Fintech',
    ],
    [
      'goat keepers and their yields',
      described(
        'Smallholders keeping goats lose animals and yields every dry season to preventable disease.',
        'An SMS service with rainfall alerts and advice from extension officers.',
        'Rural households with a few goats and a maize plot.',
      ),
      'Agriculture/AgTech',
    ],
  ])('%s', async (_name, form, expected) => {
    const result = await engine.inferIndustry(form);
    expect(result.inferredIndustry).toBe(expected);
  });
});
