import { createContext, useContext } from 'react';
import type { CompletionErrors } from '@shared/contracts/assessment-rules';
import type { FormStore } from '../lib/form-store';

export interface FormContextValue {
  store: FormStore;
  errors: CompletionErrors;
  /** Clears the completion error of a field as soon as the user edits it (spec 5). */
  clearError: (field: 'priority' | 'successMeasures' | { task: number }) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form fields need a FormContext');
  return value;
}
