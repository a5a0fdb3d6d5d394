import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import type { Comparison, CompareSide } from '@shared/contracts/compare';
import { ChangedAnswers, ScoresTable } from './compare-view';

const side = (overrides: Partial<CompareSide>): CompareSide => ({
  kind: 'assessment',
  id: '00000000-0000-4000-8000-000000000001',
  assessmentId: '00000000-0000-4000-8000-000000000001',
  name: 'Bakery plan',
  label: 'Bakery plan',
  date: '2026-03-02T10:00:00.000Z',
  ratings: { product: 3, market: 4, execution: 4 },
  scores: { overall: 73, product: 60, market: 80, execution: 80 },
  hasAnswers: true,
  ...overrides,
});

const oldSnapshot: Comparison = {
  from: side({
    kind: 'snapshot',
    id: '00000000-0000-4000-8000-000000000002',
    label: COMPARE_TEXTS.snapshotLabel,
    ratings: { product: 3, market: 2, execution: null },
    scores: { overall: 33, product: 60, market: 40, execution: 0 },
    hasAnswers: false,
  }),
  to: side({}),
  answersCompared: false,
  changes: [],
};

describe('ScoresTable', () => {
  it('sets each rating and score beside the other, with the change in points', () => {
    render(<ScoresTable comparison={oldSnapshot} />);
    const cells = (row: string) =>
      within(screen.getByTestId(row))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('compare-row-product')).toEqual(['3/560%', '3/560%', COMPARE_TEXTS.noChange]);
    expect(cells('compare-row-market')).toEqual(['2/540%', '4/580%', '+40 points']);
    expect(cells('compare-row-execution')).toEqual([
      `${COMPARE_TEXTS.unrated}0%`,
      '4/580%',
      '+80 points',
    ]);
    expect(cells('compare-row-overall')).toEqual(['33%', '73%', '+40 points']);
    expect(screen.getByRole('columnheader', { name: /Now: Bakery plan/ })).toBeTruthy();
  });
});

describe('ChangedAnswers', () => {
  it('says plainly that a snapshot from before answers were kept compares scores only', () => {
    render(<ChangedAnswers comparison={oldSnapshot} />);
    expect(screen.getByTestId('scores-only').textContent).toBe(
      'This snapshot was taken before answers were kept; only scores are compared',
    );
    expect(screen.queryByTestId('answers-count')).toBeNull();
  });

  it('groups the changed answers under their sections, or says none changed', () => {
    const changes = [
      { path: 'product.problem', section: 'Product', label: 'What problem are you solving?' },
      { path: 'product.solution', section: 'Product', label: 'What is your solution?' },
      {
        path: 'reflection.surprises',
        section: 'Reflection & Insights',
        label: 'What surprised you?',
      },
    ].map((c) => ({ ...c, before: 'old words', after: 'new words' }));
    const { rerender } = render(
      <ChangedAnswers comparison={{ ...oldSnapshot, answersCompared: true, changes }} />,
    );
    expect(screen.getByTestId('answers-count').textContent).toBe('3 answers changed');
    const product = screen.getByRole('region', { name: 'Product' });
    expect(within(product).getAllByTestId('answer-change')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Reflection & Insights' })).toBeTruthy();
    rerender(
      <ChangedAnswers comparison={{ ...oldSnapshot, answersCompared: true, changes: [] }} />,
    );
    expect(screen.getByTestId('answers-count').textContent).toBe(COMPARE_TEXTS.noChanges);
  });
});
