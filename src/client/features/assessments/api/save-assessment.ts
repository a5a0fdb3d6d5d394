import type { FormState } from '@shared/contracts/assessment-rules';
import type { SaveAssessmentRequest, SaveAssessmentResponse } from '@shared/contracts/assessments';
import { API } from '@shared/contracts/routes';
import { ApiError, call, request } from '@client/lib/api';

export interface SaveInput {
  id: string | undefined;
  formState: FormState;
  completed?: boolean;
  version: number | null;
}

function body(input: SaveInput): SaveAssessmentRequest {
  return {
    formState: input.formState,
    completed: input.completed ?? false,
    assessmentId: input.id ?? null,
    version: input.version,
  };
}

/** Saves the form (creating the default assessment when there is no id yet). */
export async function saveAssessment(input: SaveInput): Promise<SaveAssessmentResponse> {
  try {
    return await (input.id
      ? call(API.saveAssessment, { params: { id: input.id }, body: body(input) })
      : call(API.saveNewAssessment, { body: body(input) }));
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

/** Browsers refuse keepalive bodies over 64 KiB. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * A save that outlives the page (pagehide): fire and forget, with keepalive. A form too large for
 * keepalive is sent as a plain request, which the browser may cancel; the local copy holds the edits
 * either way and the next visit saves them.
 */
export function saveOnLeave(input: SaveInput): void {
  if (!input.id) return;
  const payload = body(input);
  const keepalive = new Blob([JSON.stringify(payload)]).size <= KEEPALIVE_MAX_BYTES;
  void request(
    API.saveAssessment,
    { params: { id: input.id }, body: payload },
    { keepalive },
  ).catch(() => undefined);
}
