import type { FormState } from '@shared/contracts/assessment-form';
import {
  CUSTOM_INDUSTRY,
  PILLAR_LABELS,
  SESSION_TITLES,
  type Industry,
  type Pillar,
} from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import type { CoachingSessionNumber } from '../../lib/ai/types';
import { fieldNoun } from './fields';
import type { GapCheck } from './gaps';
import { bandOf, render, type Band, type IndustryNotes, type SessionTopic } from './library';
import type { SessionAnchors } from './session-anchors';
import { fragment, listJoin } from './text';
import type { Weave } from './weave';

/** The band a session coaches at: a loop moves at the pace of its weaker pillar. */
export function sessionBand(form: FormState, pillars: readonly Pillar[]): Band {
  const ratings = pillars.map((p) => form[p].rating).filter((r): r is number => r !== null);
  return bandOf(ratings.length > 0 ? Math.min(...ratings) : null);
}

function ratingSentence(form: FormState, topic: SessionTopic, band: Band): string {
  const describe = (p: Pillar) => {
    const r = form[p].rating;
    const level = r === null ? undefined : RATING_GUIDES[p][r - 1];
    return { r, level, label: PILLAR_LABELS[p] };
  };
  const [first, second] = topic.pillars.map(describe);
  if (!first) return '';
  if (!second) {
    if (!first.level) {
      return `You have not rated ${first.label} yet, so this session coaches for an early stage; rate it with the guide and the advice will follow your level.`;
    }
    return `You rated ${first.label} ${first.r}/5 (${first.level.label}): ${first.level.description}`;
  }
  const part = (d: typeof first) =>
    d.level ? `${d.label} (${d.r}/5, ${d.level.label})` : `${d.label} (not rated yet)`;
  return `This loop joins ${part(first)} and ${part(second)}. A loop moves at the pace of its weaker side, so this session coaches at the ${band} stage.`;
}

/** The lesson's first paragraph: the session, the user's level and their own words. */
export function openingParagraph(
  session: CoachingSessionNumber,
  topic: SessionTopic,
  anchors: SessionAnchors,
  band: Band,
  w: Weave,
): string {
  const quoted = anchors.open.filter((p) => w.has(p)).slice(0, 2);
  if (quoted.length === 0) {
    const core = ['product.problem', 'market.idealCustomer', 'market.target', 'product.solution'];
    const fallback = core.find((p) => w.has(p));
    if (fallback) quoted.push(fallback);
  }
  const words =
    quoted.length > 0
      ? `You described ${quoted.map((p) => `${fieldNoun(p)} as ${w.quote(p)}`).join(', and ')}.`
      : 'The answers this session draws on are still empty, so it starts from the basics and lists what to fill in first.';
  const pillar = topic.pillars.length === 1 ? topic.pillars[0] : undefined;
  const reasoning =
    pillar && w.has(`${pillar}.reasoning`)
      ? ` Your reasoning for the rating: ${w.quote(`${pillar}.reasoning`)}.`
      : '';
  const question = render(topic.library.question[band], w);
  return `${SESSION_TITLES[session]}. ${ratingSentence(w.form, topic, band)} ${words}${reasoning} ${question}`;
}

/** The industry's name as the user knows it: a custom industry's own words when given. */
export function industryLabel(industry: Industry, form: FormState): string {
  if (industry !== CUSTOM_INDUSTRY) return industry;
  const custom = fragment(form.customIndustry, 60);
  return custom || 'your industry';
}

export function industryParagraph(
  industry: Industry,
  label: string,
  notes: IndustryNotes,
  pillars: readonly Pillar[],
): string {
  let lead = `In ${industry}, `;
  if (industry === CUSTOM_INDUSTRY) {
    lead = label === 'your industry' ? 'Whatever the industry, ' : `In your industry (${label}), `;
  }
  const focus = pillars.map((p) => notes.pillars[p].focus).join(' ');
  return `${lead}${notes.context} ${focus}`;
}

export function gapParagraph(gaps: readonly GapCheck[]): string {
  if (gaps.length === 0) {
    return 'Your answers cover what this session asks about. The work now is to turn statements into numbers with dates; the actions below are about that.';
  }
  const missing = listJoin(gaps.slice(0, 5).map((g) => g.missing));
  return `What your answers do not show yet: ${missing}. The first actions and tasks below start there.`;
}
