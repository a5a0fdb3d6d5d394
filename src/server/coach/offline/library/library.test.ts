import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-form';
import { INDUSTRIES, PILLARS } from '@shared/domain';
import { Weave } from '../weave';
import { forBand, INDUSTRY_NOTES, render, SESSION_TOPICS, type Band } from './index';

const BANDS: readonly Band[] = ['early', 'developing', 'scaling'];
const CARDS = ['teach', 'actions', 'learning', 'metrics', 'risks', 'microTasks'] as const;
const weave = new Weave(emptyFormState(), 'your industry', true, 'Other/Custom');

describe('offline coaching library', () => {
  it('has practice notes for each of the 16 industries, for every pillar', () => {
    for (const industry of INDUSTRIES) {
      const notes = INDUSTRY_NOTES[industry];
      expect(notes, industry).toBeDefined();
      for (const p of PILLARS) {
        const note = notes?.pillars[p];
        expect([note?.focus, note?.action, note?.metric, note?.risk].every(Boolean), industry).toBe(
          true,
        );
      }
    }
  });

  it.each(Object.entries(SESSION_TOPICS))(
    'session %s has practice for every card at every rating band',
    (_session, topic) => {
      for (const band of BANDS) {
        expect(forBand(topic.library.teach, band).length).toBeGreaterThanOrEqual(2);
        for (const card of CARDS) {
          const items = forBand(topic.library[card], band);
          expect(items.length, `${card} / ${band}`).toBeGreaterThanOrEqual(
            card === 'teach' ? 2 : 3,
          );
          for (const item of items) {
            const text = render(item.text, weave);
            expect(text.length).toBeLessThanOrEqual(card === 'teach' ? 1500 : 800);
            expect(text).toMatch(/^[A-Z0-9"]/);
            expect(text).toMatch(/[.?!)"]$/);
          }
        }
      }
    },
  );

  it('gives each band of a session its own lesson', () => {
    for (const topic of Object.values(SESSION_TOPICS)) {
      const lessons = BANDS.map((b) => forBand(topic.library.teach, b)[0]?.text);
      expect(new Set(lessons).size).toBe(3);
    }
  });
});
