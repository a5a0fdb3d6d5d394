import type { SuggestResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-rules';
import { API } from '@shared/contracts/routes';
import { ApiError, call } from '@client/lib/api';

export async function requestSuggestion(input: {
  fieldPath: string;
  intent: 'get_ideas' | 'improve_text';
  formState: FormState;
}): Promise<SuggestResult> {
  try {
    return await call(API.suggest, { body: input });
  } catch (err) {
    if (err instanceof ApiError)
      throw new Error(`AI suggestion failed: ${err.message}`, { cause: err });
    throw err;
  }
}
