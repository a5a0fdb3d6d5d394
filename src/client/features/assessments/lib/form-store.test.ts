import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { FormStore, getAt } from './form-store';

describe('FormStore', () => {
  it('changes one path immutably and leaves the other branches shared', () => {
    const store = new FormStore(emptyFormState());
    const before = store.get();
    store.set(['product', 'problem'], 'Bread waste');
    const after = store.get();
    expect(after).not.toBe(before);
    expect(after.product.problem).toBe('Bread waste');
    expect(after.market).toBe(before.market);
    expect(getAt(after, ['product', 'problem'])).toBe('Bread waste');
  });

  it('drops NUL characters from edited text, which the server refuses and nobody can see', () => {
    const store = new FormStore(emptyFormState());
    store.set(['product', 'problem'], 'Bread\u0000 waste');
    store.set(['actionPlan', 'next30Days'], ['a\u0000', 'b']);
    expect(store.get().product.problem).toBe('Bread waste');
    expect(store.get().actionPlan.next30Days).toEqual(['a', 'b']);
  });

  it('tells change listeners about edits but not about replacing the record', () => {
    const store = new FormStore(emptyFormState());
    const seen: string[] = [];
    store.onChange((s) => seen.push(s.product.problem));
    store.set(['product', 'problem'], 'a');
    store.replace(emptyFormState());
    store.set(['actionPlan', 'next30Days'], ['x']);
    expect(seen).toEqual(['a', '']);
  });
});
