import {
  industryInferenceSchema,
  suggestResultSchema,
  type IndustryInference,
  type SuggestResult,
} from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { CUSTOM_INDUSTRY } from '@shared/domain';
import { AppError } from '@shared/errors';
import { fieldText, helperField } from '../../coach/prompts/suggest';
import { checkedOutput, spendAiRequest, toAiFailure, withUsage, type AiDeps } from '../ai';

export const SUGGEST_MESSAGES = {
  nothingToImprove: 'There is no text to improve in this field yet.',
} as const;

export interface SuggestRequestInput {
  fieldPath: string;
  intent: 'get_ideas' | 'improve_text';
  formState: FormState;
}

/**
 * POST /api/suggest: ideas for a field, or rewrites of its text. A rewrite never exceeds the
 * field's own limit, so applying it can always be saved. Improving an empty field is a 400.
 */
export async function suggestForField(
  deps: AiDeps,
  userId: string,
  input: SuggestRequestInput,
): Promise<SuggestResult> {
  const field = helperField(input.fieldPath);
  if (input.intent === 'improve_text' && !fieldText(input.formState, input.fieldPath).trim()) {
    throw new AppError('BAD_REQUEST', SUGGEST_MESSAGES.nothingToImprove);
  }
  await spendAiRequest(deps, userId);
  let raw: SuggestResult;
  try {
    raw = await withUsage(deps, userId, (options) =>
      deps.ai.suggest(
        { fieldPath: input.fieldPath, intent: input.intent, form: input.formState },
        options,
      ),
    );
  } catch (err) {
    throw toAiFailure(deps, 'suggest', err);
  }
  const result = checkedOutput(deps, 'suggest', suggestResultSchema, raw);
  const clip = (text: string) => text.slice(0, field.max);
  return {
    ...result,
    improvements: result.improvements.map((i) => ({ ...i, text: clip(i.text) })),
    ...(result.improvedText === undefined ? {} : { improvedText: clip(result.improvedText) }),
  };
}

/**
 * POST /api/infer-industry. An industry the user chose themselves is certain and costs no AI
 * call; 'Other/Custom' (or none) asks the engine.
 */
export async function inferIndustry(
  deps: AiDeps,
  userId: string,
  form: FormState,
): Promise<IndustryInference> {
  if (form.industry && form.industry !== CUSTOM_INDUSTRY) {
    return { inferredIndustry: form.industry, confidence: 1 };
  }
  await spendAiRequest(deps, userId);
  let raw: IndustryInference;
  try {
    raw = await withUsage(deps, userId, (options) => deps.ai.inferIndustry(form, options));
  } catch (err) {
    throw toAiFailure(deps, 'infer-industry', err);
  }
  return checkedOutput(deps, 'infer-industry', industryInferenceSchema, raw);
}
