import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { emptyFormState, type FormState } from '@shared/contracts/assessment-rules';
import type { Assessment } from '@shared/contracts/assessments';

/** A fresh query client per test, as the app's providers give one. */
export function withQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

export { json, stubServer } from '@client/test/server-stub';

export const ID_A = '11111111-1111-4111-8111-111111111111';
export const ID_B = '22222222-2222-4222-8222-222222222222';

export function formWith(problem: string): FormState {
  const form = emptyFormState();
  return { ...form, product: { ...form.product, problem } };
}

export function record(id: string, formData: FormState, version = 1): Assessment {
  return {
    id,
    analysisId: '33333333-3333-4333-8333-333333333333',
    name: `Assessment ${id.slice(0, 4)}`,
    formData,
    completedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    version,
  };
}

export function saved(id: string, version: number) {
  return {
    id,
    name: 'Untitled Assessment',
    updatedAt: new Date().toISOString(),
    completedAt: null,
    version,
  };
}
