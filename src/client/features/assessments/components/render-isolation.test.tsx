import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { FormStore } from '../lib/form-store';
import { FormContext } from './form-context';
import { PillarCard } from './pillar-card';
import { TextField } from './text-field';

function renderWithStore(store: FormStore, children: ReactNode) {
  return render(
    <FormContext.Provider value={{ store, errors: {}, clearError: () => undefined }}>
      {children}
    </FormContext.Provider>,
  );
}

describe('typing in one field', () => {
  it('re-renders that field only, not its neighbours', () => {
    const store = new FormStore(emptyFormState());
    const renders: Record<string, number> = { problem: 0, solution: 0, market: 0 };
    const count = (id: string) => () => {
      renders[id] = (renders[id] ?? 0) + 1;
    };
    renderWithStore(
      store,
      <>
        <Profiler id="problem" onRender={count('problem')}>
          <TextField path={['product', 'problem']} label="Problem" />
        </Profiler>
        <Profiler id="solution" onRender={count('solution')}>
          <TextField path={['product', 'solution']} label="Solution" />
        </Profiler>
        <Profiler id="market" onRender={count('market')}>
          <PillarCard pillar="market" />
        </Profiler>
      </>,
    );
    const before = { ...renders };
    fireEvent.change(screen.getByLabelText('Problem'), { target: { value: 'Bread waste' } });
    fireEvent.change(screen.getByLabelText('Problem'), {
      target: { value: 'Bread waste in bakeries' },
    });
    expect(renders.problem).toBe(before.problem! + 2);
    expect(renders.solution).toBe(before.solution);
    expect(renders.market).toBe(before.market);
    expect(store.get().product.problem).toBe('Bread waste in bakeries');
    expect(screen.getByText('23/3000 characters')).toBeTruthy();
  });
});
