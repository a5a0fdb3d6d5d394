import type { FormState } from '@shared/contracts/assessment-rules';
import type { SaveAssessmentResponse } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS } from '@shared/paths';
import { ApiError, apiRequest } from '@client/lib/api';

export interface SaveInput {
  id: string | undefined;
  formState: FormState;
  completed?: boolean;
  version: number | null;
}

function body(input: SaveInput) {
  return {
    formState: input.formState,
    completed: input.completed ?? false,
    assessmentId: input.id ?? null,
    version: input.version,
  };
}

/** Saves the form (creating the default assessment when there is no id yet). */
export async function saveAssessment(input: SaveInput): Promise<SaveAssessmentResponse> {
  const url = input.id ? ASSESSMENT_PATHS.one(input.id) : ASSESSMENT_PATHS.saveNew;
  try {
    const res = await apiRequest('POST', url, body(input));
    return (await res.json()) as SaveAssessmentResponse;
  } catch (err) {
    // The spec's call error: 'Save assessment failed: ...' with the response text.
    if (err instanceof ApiError) throw new SaveError(err);
    throw err;
  }
}

export class SaveError extends Error {
  constructor(readonly apiError: ApiError) {
    super(`Save assessment failed: ${apiError.message}`, { cause: apiError });
    this.name = 'SaveError';
  }
  get status(): number {
    return this.apiError.status;
  }
}

/** A save that outlives the page (pagehide): fire and forget, with keepalive. */
export function saveOnLeave(input: SaveInput): void {
  if (!input.id) return;
  void fetch(ASSESSMENT_PATHS.one(input.id), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body(input)),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
