import type { FormState } from '@shared/contracts/assessment-form';
import {
  CUSTOM_INDUSTRY,
  INDUSTRIES,
  PILLAR_LABELS,
  SESSION_TITLES,
  type Industry,
  type Pillar,
} from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { fieldNoun } from './fields';
import type { GapCheck } from './gaps';
import { render, type Band, type IndustryNotes, type SessionTopic } from './library';
import type { DoneFact, FounderProfile } from '../profile';
import { effectiveLevel, evidenceSentence } from './evidence-lines';
import type { SessionAnchors } from './session-anchors';
import { fragment, listJoin } from './text';
import { mark } from './words';
import type { Weave } from './weave';

const MODEL_WORDS: Record<FounderProfile['model'], string> = {
  software: 'a software product',
  marketplace: 'a marketplace',
  services: 'a service business',
  'made-to-order': 'a business that makes to order (no stock held)',
  goods: 'a business selling products it makes or buys',
  hardware: 'a hardware product',
  'non-profit': 'a non-profit',
  unknown: '',
};

const REVENUE_WORDS: Record<FounderProfile['revenue'], string> = {
  subscription: 'paid by subscription',
  'one-off': 'paid once per sale',
  commission: 'earning a cut of each transaction',
  usage: 'paid per use',
  donations: 'funded by donations and grants',
  unknown: '',
};

const STAGE_WORDS: Record<FounderProfile['stage'], string> = {
  idea: 'at the idea stage',
  discovery: 'in customer discovery',
  pilots: 'with pilots or early users',
  paying: 'with first paying customers',
  revenue: 'with repeatable revenue',
};

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One sentence on the business as the profile reads it: model, revenue, team and stage. */
export function profileSentence(p: FounderProfile): string {
  // The place goes with the business, not after the team ('a team that plans to grow in Peru').
  const model = MODEL_WORDS[p.model] ? `${MODEL_WORDS[p.model]}${p.place}` : '';
  const what = [model, REVENUE_WORDS[p.revenue]].filter(Boolean).join(', ');
  const team = p.team.solo
    ? `run by you alone${p.team.hiring === 'no' ? ' and meant to stay that way' : ''}`
    : p.team.size
      ? `run by a team of ${p.team.size}${p.team.hiring === 'plans' ? ' that plans to grow' : ''}`
      : '';
  const parts = [what, team].filter(Boolean).join(', ');
  // Counts of people and things done read well in a sentence; '50% deposit' does not.
  // The biggest count of each kind, so '9 clients' is not followed by 'two clients'.
  const biggest = new Map<string, DoneFact>();
  for (const d of p.done) {
    if (d.count === null || /%/.test(d.phrase)) continue;
    // '180 tacos a day' is a rate, not a total 'so far'.
    if (
      new RegExp(`${escapeRe(d.phrase)}\\s+(a|per|each|every)\\s+(day|week|month|year)`, 'i').test(
        d.sentence,
      )
    )
      continue;
    if (/\s(a|per|each|every)\s(day|week|month|year)$/.test(d.phrase)) continue;
    if (
      !['paying-customers', 'users', 'pilots', 'interviews', 'sales', 'pre-orders'].includes(d.kind)
    )
      continue;
    const prev = biggest.get(d.kind);
    if (!prev || (d.count ?? 0) > (prev.count ?? 0)) biggest.set(d.kind, d);
  }
  // '300 farmers' in a pilot and '60 farmers' interviewed: the same noun twice says how.
  // Paying customers first; one count of the same people read twice ('26 children' paying and
  // '26 families' signed up) is said once.
  const order = ['paying-customers', 'sales', 'pre-orders', 'users', 'pilots', 'interviews'];
  const facts = [...biggest.values()]
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .filter((d, i, all) => !all.slice(0, i).some((o) => o.count === d.count))
    .slice(0, 3);
  const head = (d: DoneFact) => d.phrase.split(/\s+/).at(-1);
  // People talked to or in a pilot say how ('14 HR managers interviewed'); the others only when
  // two facts count the same noun.
  const done = facts.map((d) => {
    const how = HOW[d.kind];
    const says =
      d.kind === 'interviews' ||
      d.kind === 'pilots' ||
      facts.some((o) => o !== d && head(o) === head(d));
    // '34 interviews' says how already: not '34 interviews interviewed'.
    return how &&
      says &&
      !d.phrase.includes(how.split(' ').at(-1) ?? '') &&
      !/\b(interviews|conversations|calls|meetings)$/.test(d.phrase)
      ? `${d.phrase} ${how}`
      : d.phrase;
  });
  // A business with revenue counted by talks alone ('11 people interviewed' for a chain of three
  // laundromats) is undersold: the figure the evidence quotes says more.
  const talksOnly = facts.every((d) => d.kind === 'interviews' || d.kind === 'survey');
  const so =
    done.length && !(talksOnly && p.stage === 'revenue')
      ? // The counts are the founder's own ('140 pre-orders'), not advice a guard may refuse.
        ` Your answers count ${mark(listJoin(done))} so far.`
      : '';
  return parts
    ? `Reading your answers, this is ${parts}${model ? '' : p.place}, ${STAGE_WORDS[p.stage]}.${so}`
    : `Reading your answers, you are ${STAGE_WORDS[p.stage]}.${so}`;
}

const HOW: Partial<Record<DoneFact['kind'], string>> = {
  pilots: 'in a pilot',
  interviews: 'interviewed',
  'paying-customers': 'paying',
  users: 'using it',
  sales: 'sold',
};

function ratingSentences(topic: SessionTopic, p: FounderProfile): string {
  if (topic.pillars.length === 1 && topic.pillars[0]) {
    return evidenceSentence(topic.pillars[0], p);
  }
  const part = (pillar: Pillar) => {
    const e = p.evidence[pillar];
    const level = e.rating === null ? undefined : RATING_GUIDES[pillar][e.rating - 1];
    const shown = effectiveLevel(e, p);
    if (level && shown !== null && shown !== e.rating)
      return `${PILLAR_LABELS[pillar]} (rated ${e.rating}/5; your answers show ${shown}/5)`;
    return level
      ? `${PILLAR_LABELS[pillar]} (${e.rating}/5, ${level.label})`
      : `${PILLAR_LABELS[pillar]} (not rated yet)`;
  };
  const [a, b] = topic.pillars;
  if (!a || !b) return '';
  // The levels the answers show where a rating is inflated or modest: the tattoo studio's Market,
  // rated 2/5 but shown at 4/5, is not the weaker side (read 23).
  const ra = effectiveLevel(p.evidence[a], p);
  const rb = effectiveLevel(p.evidence[b], p);
  // Level sides have no weaker one: say so, not 'the weaker side sets its pace'.
  if (ra === null || rb === null || ra === rb) return `This loop joins ${part(a)} and ${part(b)}.`;
  const weaker = PILLAR_LABELS[ra < rb ? a : b];
  return `This loop joins ${part(a)} and ${part(b)}; ${weaker}, the weaker side, sets its pace.`;
}

/** The lesson's first paragraph: the session, the founder's situation and their own words. */
export function openingParagraph(
  session: CoachingSessionNumber,
  topic: SessionTopic,
  anchors: SessionAnchors,
  band: Band,
  w: Weave,
  profile: FounderProfile,
  /** The library's question for the stage closes the paragraph when no lesson of the founder's follows. */
  withQuestion = true,
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
  // The business as the profile reads it opens the first session; the others go straight in.
  const about = session === 2 ? `${profileSentence(profile)} ` : '';
  const question = withQuestion ? render(topic.library.question[band], w) : '';
  return `${SESSION_TITLES[session]}. ${about}${words}${reasoning} ${ratingSentences(topic, profile)} ${question}`;
}

/** The industry's name as the user knows it: a custom industry's own words when given. */
export function industryLabel(industry: Industry, form: FormState): string {
  if (industry !== CUSTOM_INDUSTRY) return industry;
  const custom = fragment(form.customIndustry, 60);
  return custom || 'your industry';
}

/**
 * One sentence on what makes the industry different to build in. The notes' per-pillar advice
 * stays out of the lesson: it is the same for everyone in the industry, and the cards below
 * carry it where it fits.
 */
export function industryParagraph(label: string, notes: IndustryNotes): string {
  const lead = INDUSTRIES.includes(label as Industry)
    ? `In ${label}, `
    : `In your industry (${label}), `;
  return `${lead}${notes.context}`;
}

export function gapParagraph(gaps: readonly GapCheck[], loopTitle: string | null = null): string {
  if (gaps.length === 0) return '';
  // A loop left blank is one gap, not three: say it once.
  const loopGaps = loopTitle ? gaps.filter((g) => g.key.includes('.')) : [];
  const rest = gaps.filter((g) => !loopGaps.includes(g));
  const whole = loopGaps.length === 3;
  const parts = [...(whole ? [] : loopGaps.map((g) => g.missing)), ...rest.map((g) => g.missing)];
  const blankLoop = whole ? `You left the ${loopTitle} blank; the actions below start it.` : '';
  const missing = parts.length ? `Not in your answers yet: ${listJoin(parts.slice(0, 4))}.` : '';
  return [blankLoop, missing].filter(Boolean).join(' ');
}
