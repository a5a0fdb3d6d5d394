import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { PILLAR_FIELDS, REFLECTION_FIELDS } from '@shared/form-fields';
import { SharedAnswers } from './shared-answers';

function filledForm() {
  const form = emptyFormState();
  form.industry = 'Other/Custom';
  form.customIndustry = 'Urban beekeeping';
  form.product.problem = 'Hives die in cities\nevery winter';
  form.product.rating = 4;
  form.market.rating = null;
  form.actionPlan.next30Days = ['Call ten roof owners', '  '];
  return form;
}

describe('the shared view’s answers', () => {
  it('shows every question of the form with its answer, and says which are unanswered', () => {
    render(<SharedAnswers form={filledForm()} />);
    const labels = [
      ...Object.values(PILLAR_FIELDS).flatMap((fields) => Object.values(fields)),
      ...Object.values(REFLECTION_FIELDS),
    ].map((f) => f.label);
    for (const label of new Set(labels)) {
      expect(screen.getAllByText(label, { selector: 'dt' }).length).toBeGreaterThan(0);
    }
    const problem = screen.getByText('What problem are you solving?').nextElementSibling!;
    expect(problem.textContent).toBe('Hives die in cities\nevery winter');
    const solution = screen.getByText('What is your solution?').nextElementSibling!;
    expect(solution.textContent).toBe('Not answered');
    expect(screen.getByText('Other/Custom: Urban beekeeping')).toBeTruthy();
  });

  it('shows each pillar’s rating with its level, and only the tasks that have text', () => {
    render(<SharedAnswers form={filledForm()} />);
    expect(screen.getByText('Rating 4/5 · Mature')).toBeTruthy();
    expect(screen.getAllByText('Rating -/5 · Not rated')[0]).toBeTruthy();
    const tasks = screen.getByText('Next 30 Days: Tasks').nextElementSibling as HTMLElement;
    expect(
      within(tasks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Call ten roof owners']);
  });

  it('has nothing to edit', () => {
    const { container } = render(<SharedAnswers form={filledForm()} />);
    expect(container.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
  });
});
