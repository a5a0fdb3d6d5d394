import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import { AnswerDiff } from './answer-diff';

const change = (before: string, after: string) => ({
  path: 'product.problem',
  section: 'Product',
  label: 'What problem are you solving?',
  before,
  after,
});

describe('AnswerDiff', () => {
  it('strikes removed words and highlights added ones, naming both in text for screen readers', () => {
    const { container } = render(
      <AnswerDiff
        change={change('Bakeries waste a fifth of bread.', 'Bakeries waste a quarter of bread.')}
      />,
    );
    const removed = container.querySelector('del')!;
    const added = container.querySelector('ins')!;
    expect(removed.textContent).toBe(`${COMPARE_TEXTS.removed}fifth${COMPARE_TEXTS.endRemoved}`);
    expect(added.textContent).toBe(`${COMPARE_TEXTS.added}quarter${COMPARE_TEXTS.endAdded}`);
    expect(removed.querySelector('.sr-only')?.textContent).toBe(COMPARE_TEXTS.removed);
    // Read aloud in order: the unchanged words, then what went and what came.
    expect(screen.getByTestId('answer-diff').textContent).toBe(
      `Bakeries waste a ${COMPARE_TEXTS.removed}fifth${COMPARE_TEXTS.endRemoved}${COMPARE_TEXTS.added}quarter${COMPARE_TEXTS.endAdded} of bread.`,
    );
  });

  it('folds a long unchanged stretch until the whole answer is asked for', () => {
    const words = Array.from({ length: 120 }, (_, i) => `w${i}`).join(' ');
    render(<AnswerDiff change={change(`${words} old end`, `${words} new end`)} />);
    expect(screen.getByText(/… 108 unchanged words …/)).toBeTruthy();
    expect(screen.getByTestId('answer-diff').textContent).not.toContain('w0 ');
    const toggle = screen.getByRole('button', { name: COMPARE_TEXTS.showWhole });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('answer-diff').textContent).toContain('w0 w1 w2');
    expect(screen.queryByText(/unchanged words/)).toBeNull();
    expect(screen.getByRole('button', { name: COMPARE_TEXTS.showChanges })).toBeTruthy();
  });

  it('offers no toggle for a short answer', () => {
    render(<AnswerDiff change={change('', 'A new answer')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('answer-diff').querySelector('ins')).toBeTruthy();
  });
});
