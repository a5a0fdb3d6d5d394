import { IMPROVEMENT_STYLES, suggestResultSchema } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { LIMITS, PILLAR_LABELS, type Loop, type Pillar } from '@shared/domain';
import {
  ACTION_PLAN_FIELDS,
  LOOP_FIELDS,
  LOOP_TITLES,
  PILLAR_FIELDS,
  REFLECTION_FIELDS,
  type FieldText,
} from '@shared/form-fields';
import {
  DATA_RULES,
  formAnswers,
  outputFormat,
  userDataBlock,
  type CallSettings,
  type PromptParts,
} from './data';

/** Ideas: 3-5 sentences' worth and a rationale. Some variety is the point of asking again. */
export const SUGGEST_SETTINGS: CallSettings = { maxOutputTokens: 1200, temperature: 0.7 };
/** Most tokens a rewrite answer may take, however long the field (four versions of 3000 chars). */
const SUGGEST_MAX_TOKENS = 5000;

/**
 * An improvement writes the field four times (three styles and the best one), so its room grows
 * with the current text: about one token per 3.5 characters, on top of the base.
 */
export function suggestSettings(input: SuggestInput): CallSettings {
  if (input.intent === 'get_ideas') return SUGGEST_SETTINGS;
  const length = fieldText(input.form, input.fieldPath).length;
  return {
    ...SUGGEST_SETTINGS,
    maxOutputTokens: Math.min(
      SUGGEST_MAX_TOKENS,
      SUGGEST_SETTINGS.maxOutputTokens + Math.ceil((4 * length) / 3.5),
    ),
  };
}
import type { SuggestInput } from '../../infra/ai/types';

export interface HelperField {
  /** Where the field sits, e.g. 'Product' or 'Product-Market Loop'. */
  section: string;
  label: string;
  /** The field's real maximum length. */
  max: number;
}

const lookup = (fields: Record<string, FieldText>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(fields, key) ? fields[key] : undefined;

/** The field a helper path names (paths are checked against HELPER_FIELD_PATHS before this). */
export function helperField(fieldPath: string): HelperField {
  const [head, a, b] = fieldPath.split('.');
  let section = '';
  let text: FieldText | undefined;
  let max: number = LIMITS.textMax;
  if (head === 'product' || head === 'market' || head === 'execution') {
    section = PILLAR_LABELS[head as Pillar];
    text = lookup(PILLAR_FIELDS[head as Pillar], a);
  } else if (head === 'loops' && a && Object.hasOwn(LOOP_TITLES, a)) {
    section = LOOP_TITLES[a as Loop];
    text = lookup(LOOP_FIELDS, b);
  } else if (head === 'actionPlan') {
    section = '30-Day Action Plan';
    text = lookup(ACTION_PLAN_FIELDS, a);
    max = LIMITS.actionPlanRealMax;
  } else if (head === 'reflection') {
    section = 'Reflection & Insights';
    text = lookup(REFLECTION_FIELDS, a);
  }
  if (!text) throw new Error(`not a helper field: ${fieldPath}`);
  return { section, label: text.label, max };
}

/** The current text of the field a helper path names ('' when empty). */
export function fieldText(form: FormState, fieldPath: string): string {
  let value: unknown = form;
  for (const part of fieldPath.split('.')) {
    value =
      typeof value === 'object' && value !== null && Object.hasOwn(value, part)
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof value === 'string' ? value : '';
}

function taskLines(input: SuggestInput, field: HelperField): string[] {
  if (input.intent === 'get_ideas') {
    return [
      'Task: suggest ideas the user could add to this field.',
      '- ideas: 3 to 5 distinct ideas, one or two sentences each, specific to this business and building on what the user already wrote; no repeats of what the field already says.',
      '- rationale: one short paragraph on why these ideas matter for this field.',
      '- improvements: an empty list. Leave out improvedText.',
    ];
  }
  return [
    "Task: improve the field's current text (currentText in the data).",
    `- improvements: exactly three rewrites, one per style in this order: ${IMPROVEMENT_STYLES.join(', ')}. Concise is shorter and sharper; Detailed adds structure and specifics the user already gave; Compelling is persuasive.`,
    `- Each rewrite keeps the user's facts and meaning, invents no numbers, customers or evidence, and stays under ${field.max} characters.`,
    '- improvedText: your single best version (it may equal one of the three).',
    '- rationale: one short paragraph on what you changed and why.',
    '- ideas: an empty list.',
  ];
}

/** A helper request: improve a field's text, or suggest ideas for it. */
export function buildSuggestPrompt(input: SuggestInput): PromptParts {
  const field = helperField(input.fieldPath);
  const system = [
    'You are a writing assistant inside Pillars, a business-idea assessment where founders answer questions about Product, Market, Execution, the loops between them, a 30-day action plan and a reflection.',
    `The user is working on the field "${field.label}" in the ${field.section} section.`,
    ...taskLines(input, field),
    'Write plain text in the language of the answers; no HTML and no Markdown.',
    '',
    DATA_RULES,
    '',
    outputFormat(suggestResultSchema),
  ].join('\n');
  const prompt = [
    input.intent === 'get_ideas'
      ? 'Suggest ideas for this field, using my answers below.'
      : "Improve this field's text, using my answers below.",
    userDataBlock({
      currentText: fieldText(input.form, input.fieldPath),
      otherAnswers: formAnswers(input.form),
    }),
  ].join('\n');
  return { system, prompt, settings: suggestSettings(input) };
}
