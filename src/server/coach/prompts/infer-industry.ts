import { industryInferenceSchema } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { CUSTOM_INDUSTRY, INDUSTRIES, LIMITS } from '@shared/domain';
import {
  DATA_RULES,
  formAnswers,
  outputFormat,
  userDataBlock,
  type CallSettings,
  type PromptParts,
} from './data';

/** A one-line JSON answer, and the same class for the same answers every time. */
export const INFER_INDUSTRY_SETTINGS: CallSettings = { maxOutputTokens: 100, temperature: 0 };

/** Classifies the business into one of the spec's 16 industries, with an honest confidence. */
export function buildInferIndustryPrompt(form: FormState): PromptParts {
  const system = [
    'You classify a business idea into exactly one industry, for a business coaching program.',
    `Choose inferredIndustry from this list, written exactly as here: ${INDUSTRIES.map((i) => `"${i}"`).join(', ')}.`,
    `Use "${CUSTOM_INDUSTRY}" only when none of the others fits.`,
    `confidence is a number from 0 to 1: how sure you are. Give less than ${LIMITS.lowConfidence} when the answers are thin, vague or fit several industries.`,
    '',
    DATA_RULES,
    '',
    outputFormat(industryInferenceSchema),
  ].join('\n');
  const prompt = [
    'Here are my assessment answers. Which industry is my business in?',
    userDataBlock(formAnswers(form)),
  ].join('\n');
  return { system, prompt, settings: INFER_INDUSTRY_SETTINGS };
}
