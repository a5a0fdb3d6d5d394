import type { SuggestResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-rules';
import { AI_PATHS } from '@shared/paths';
import { ApiError, apiRequest } from '@client/lib/api';

export async function requestSuggestion(input: {
  fieldPath: string;
  intent: 'get_ideas' | 'improve_text';
  formState: FormState;
}): Promise<SuggestResult> {
  try {
    const res = await apiRequest('POST', AI_PATHS.suggest, input);
    return (await res.json()) as SuggestResult;
  } catch (err) {
    if (err instanceof ApiError)
      throw new Error(`AI suggestion failed: ${err.message}`, { cause: err });
    throw err;
  }
}
