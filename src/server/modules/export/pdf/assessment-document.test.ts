import { describe, expect, it } from 'vitest';
import type { FormState } from '@shared/contracts/assessment-form';
import { LIMITS, LOOPS, PILLARS } from '@shared/domain';
import {
  ACTION_PLAN_FIELDS,
  LOOP_FIELDS,
  LOOP_TITLES,
  PILLAR_FIELDS,
  REFLECTION_FIELDS,
} from '@shared/form-fields';
import { form } from '../../../test/forms';
import { NOT_ANSWERED } from '../../../infra/pdf/blocks';
import {
  TEST_EXPORTED_AT,
  TEST_PREPARED_FOR,
  bodyText,
  expectFooter,
  expectPageNumbers,
  parsePdf,
  squash,
} from '../../../infra/pdf/pdf.test-support';
import { renderAssessmentPdf } from './render';

const exportedAt = TEST_EXPORTED_AT;
const preparedFor = TEST_PREPARED_FOR;

const sampleForm = (): FormState =>
  form({
    industry: 'Finance/Fintech',
    region: 'Europe',
    country: 'Germany',
    product: {
      problem: 'Small firms chase unpaid invoices by hand.',
      solution: 'Automatic reminders from the accounting tool.',
      rating: 3,
    },
    market: { target: 'Accounting firms with 5 to 50 staff', rating: 4 },
    execution: { delivery: 'A web app built by two founders', rating: null },
    loops: {
      product_market: {
        current: 'Weekly calls with pilot firms',
        actions: 'Ship one change a week',
        metrics: 'Reminders sent per firm',
      },
    },
    actionPlan: {
      priority: 'Ten customer interviews',
      next30Days: ['Write the interview guide', 'Book the calls'],
      successMeasures: 'Three firms ask for a pilot',
    },
    reflection: { surprises: 'How much time firms lose on it' },
  });

async function renderSample(input: Partial<Parameters<typeof renderAssessmentPdf>[0]> = {}) {
  return renderAssessmentPdf({
    name: 'Q1 Review',
    form: sampleForm(),
    completedAt: '2025-05-01T09:00:00Z',
    updatedAt: '2025-05-02T09:00:00Z',
    preparedFor,
    exportedAt,
    ...input,
  });
}

describe('assessment PDF', () => {
  it('shows the name, the context, every question with its answer, ratings with level names, loops, plan and reflection', async () => {
    const pdf = await parsePdf(await renderSample());
    const text = pdf.text;
    for (const expected of [
      'Q1 Review',
      'Assessment Report',
      preparedFor,
      '12 May 2025',
      'Completed 1 May 2025',
      'Finance/Fintech',
      'Germany',
      'Small firms chase unpaid invoices by hand.',
      'Automatic reminders from the accounting tool.',
      'Rating 3/5 · Developing',
      'Rating 4/5 · Growing',
      'Rating -/5 · Not rated',
      LOOP_TITLES.product_market,
      'Weekly calls with pilot firms',
      'Reminders sent per firm',
      'Ten customer interviews',
      '1. Write the interview guide',
      '2. Book the calls',
      'Three firms ask for a pilot',
      'How much time firms lose on it',
    ])
      expect(text).toContain(expected);
    for (const pillar of PILLARS)
      for (const field of Object.values(PILLAR_FIELDS[pillar])) expect(text).toContain(field.label);
    for (const loop of LOOPS) expect(text).toContain(LOOP_TITLES[loop]);
    for (const field of Object.values(REFLECTION_FIELDS)) expect(text).toContain(field.label);
    expect(text).toContain(ACTION_PLAN_FIELDS.next30Days.label);
  });

  it("shows an empty answer as 'Not answered' and an unrated pillar as -/5", async () => {
    const pdf = await parsePdf(await renderSample({ form: form({}), completedAt: null }));
    expect(pdf.text).toContain(`${PILLAR_FIELDS.product.problem.label}\n${NOT_ANSWERED}`);
    expect(pdf.text).toContain('Rating -/5 · Not rated');
    expect(pdf.text).toContain('No tasks yet');
    expect(pdf.text).toContain('In Progress');
  });

  it("numbers every page 'Page n of m' and repeats the title, the user and the date in the footer", async () => {
    const pdf = await parsePdf(await renderSample());
    expect(pdf.total).toBeGreaterThan(1);
    expectPageNumbers(pdf);
    expectFooter(pdf, 'Assessment Report', 'Q1 Review');
  });

  it('cuts a title too long for the footer with an ellipsis, and shows it whole on the first page', async () => {
    const name = `${'Invoice reminders for small accounting firms '.repeat(2)}in Germany, Austria and more`;
    expect(name.length).toBeLessThanOrEqual(LIMITS.assessmentNameMax);
    const pdf = await parsePdf(await renderSample({ name }));
    expect(pdf.total).toBeGreaterThan(1);
    expect(squash(pdf.pages[0]!)).toContain(squash(name));
    expectPageNumbers(pdf);
    for (const page of pdf.pages) {
      const lines = page.split('\n');
      const title = lines.find((line) => line.startsWith('Assessment Report · Invoice'));
      // One line, cut short: the footer keeps its height, so it never runs into the content.
      expect(title).toMatch(
        /^Assessment Report · Invoice reminders for small accounting firms .*…$/,
      );
      expect(title!.length).toBeLessThan(`Assessment Report · ${name}`.length);
      expect(page).toContain(`${preparedFor} · 12 May 2025`);
    }
  });

  it('splits a task taller than a page over pages, footer and number on each', async () => {
    const task = Array.from({ length: 90 }, (_, i) => `t${i}`).join('\n');
    expect(task.length).toBeLessThanOrEqual(LIMITS.taskMax);
    const pdf = await parsePdf(
      await renderSample({ form: form({ actionPlan: { next30Days: ['First task', task] } }) }),
    );
    expectPageNumbers(pdf);
    expectFooter(pdf, 'Assessment Report', 'Q1 Review');
    const body = bodyText(pdf, { kind: 'Assessment Report', title: 'Q1 Review', preparedFor });
    expect(squash(body)).toContain(squash(`1. First task 2. ${task}`));
  });

  it('wraps a form with every field at its maximum over many pages and loses no text', async () => {
    let n = 0;
    const words = (max: number, tag: string) => {
      let text = `[${tag}]`;
      while (text.length < max - 12) text += ` word${n++ % 997}`;
      return text.slice(0, max);
    };
    const fill = <K extends string>(keys: K[], tag: string) =>
      Object.fromEntries(keys.map((k) => [k, words(LIMITS.textMax, `${tag}.${k}`)]));
    const textKeys = (p: (typeof PILLARS)[number]) => Object.keys(PILLAR_FIELDS[p]);
    const big = form({
      industry: 'Other/Custom',
      customIndustry: words(200, 'custom'),
      region: 'Europe',
      product: { ...fill(textKeys('product'), 'product'), rating: 5 },
      market: { ...fill(textKeys('market'), 'market'), rating: 4 },
      execution: { ...fill(textKeys('execution'), 'execution'), rating: 3 },
      loops: Object.fromEntries(LOOPS.map((loop) => [loop, fill(Object.keys(LOOP_FIELDS), loop)])),
      actionPlan: {
        priority: words(LIMITS.actionPlanRealMax, 'priority'),
        next30Days: Array.from({ length: 20 }, (_, i) => words(LIMITS.taskMax, `task${i}`)),
        successMeasures: words(LIMITS.actionPlanRealMax, 'success'),
      },
      reflection: fill(Object.keys(REFLECTION_FIELDS), 'reflection'),
    });
    const pdf = await parsePdf(await renderSample({ name: 'Big', form: big }));
    expect(pdf.total).toBeGreaterThanOrEqual(15);
    expectPageNumbers(pdf);
    const body = squash(bodyText(pdf, { kind: 'Assessment Report', title: 'Big', preparedFor }));
    const texts = [
      big.customIndustry,
      ...PILLARS.flatMap((p) =>
        textKeys(p).map((k) => String(big[p][k as keyof FormState[typeof p]])),
      ),
      ...LOOPS.flatMap((l) => Object.values(big.loops[l])),
      big.actionPlan.priority,
      ...big.actionPlan.next30Days,
      big.actionPlan.successMeasures,
      ...Object.values(big.reflection),
    ];
    expect(texts).toHaveLength(1 + 21 + 9 + 1 + 20 + 1 + 4);
    const missing = texts.filter((t) => !body.includes(squash(t))).map((t) => t.slice(0, 30));
    expect(missing).toEqual([]);
  });

  it('renders accented and non-Latin letters (é ü ñ Ł ğ, Cyrillic, Greek) as text, not boxes', async () => {
    const words = [
      'Café',
      'Müller',
      'Señora',
      'Łódź',
      'Dağ',
      'İstanbul',
      'Zażółć',
      'Привет',
      'Καλημέρα',
    ];
    const pdf = await parsePdf(
      await renderSample({
        name: 'Révision Łódź',
        preparedFor: 'Zoë Ğüneş',
        form: form({ product: { problem: `${words.join(' ')} De\u0301compose\u0301` } }),
      }),
    );
    for (const word of words) expect(pdf.text).toContain(word);
    // typed decomposed (e + combining acute): printed as the one letter
    expect(pdf.text).toContain('Décomposé');
    expect(pdf.text).toContain('Révision Łódź');
    expect(pdf.text).toContain('Zoë Ğüneş');
  });

  it('embeds its own fonts (Noto Sans), one subset per face', async () => {
    const raw = Buffer.from(
      await renderSample({ form: form({ product: { problem: 'Łódź and Zürich' } }) }),
    ).toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(fonts).toContain('NotoSans-Regular');
    expect(fonts).toContain('NotoSans-Bold');
    expect(fonts).toContain('NotoSansLatinExt-Regular');
    expect(new Set(fonts).size).toBe(fonts.length / 2); // each font: a /Font and a /CIDFont entry
  });
});
