import { PILLAR_LABELS, type Pillar } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import { commonFirst } from '../rewrite';
import { isFragment, restate } from '../rewrite-compelling';
import { few, paid, price, who } from './parts';
import type { IdeaContext, IdeaSpec } from './types';

/** The strongest fact the founder wrote for a pillar, as a sentence, or null. */
function strongest(pillar: Pillar, c: IdeaContext): string | null {
  const { f } = c;
  if (pillar === 'product') {
    if (f.result) return `the pilot showed that ${f.result}`;
    return restate(f.text('product.evidence'));
  }
  if (pillar === 'market')
    return restate(f.text('market.payEvidence')) ?? restate(f.text('market.discoveryEvaluation'));
  const partner = f.partner;
  return partner ? `${partner} is already on board` : null;
}

/** The experiment that would move a pillar up one level this month. */
function nextTest(pillar: Pillar, c: IdeaContext): string {
  const { f } = c;
  const p = price(f);
  if (pillar === 'product')
    return `This month's test to move it up: ${few(f)} use it every week for four weeks, with the numbers written down.`;
  if (pillar === 'market')
    return p
      ? `This month's test to move it up: ${paid(f) ? `10 more ${who(f)}` : few(f)} offered it at ${p}, and the number who pay.`
      : `This month's test to move it up: 10 ${who(f)} asked for a deposit at a stated price.`;
  return `This month's test to move it up: one delivery cycle run end to end without the founder, timed and costed.`;
}

/** Ideas for a pillar's "Why this rating?" field, tied to the rating guide and the founder's facts. */
export function reasoningIdeas(pillar: Pillar): IdeaSpec {
  const label = PILLAR_LABELS[pillar];
  return {
    why: `A rating is useful when it rests on a fact and names what would move it up, so it can be checked again next month. These ideas link your ${label} rating to your own evidence and the rating guide.`,
    ideas: (c) => {
      const r = c.f.form[pillar].rating;
      const guide = RATING_GUIDES[pillar];
      const level = r === null ? undefined : guide[r - 1];
      const next = guide[r === null ? 1 : Math.min(r, guide.length - 1)];
      const fact = strongest(pillar, c);
      const factText = fact ? commonFirst(fact.replace(/[.!?]+$/, ''), c.f.context) : null;
      // The founder profile weighs the written evidence against the guide: a rating below what the
      // answers show, or above it, is the most useful thing to say here.
      const weighed = c.f.profile?.evidence[pillar];
      const supported = weighed ? guide[weighed.supported - 1] : undefined;
      const modest = weighed?.verdict === 'modest' && supported !== undefined && r !== null;
      return [
        modest &&
          `The answers support ${supported.value}/5 (${supported.label}) rather than ${r}/5${factText ? `: ${factText}` : ''}.`,
        weighed?.verdict === 'inflated' &&
          weighed.missing &&
          r !== null &&
          `${r}/5 needs ${commonFirst(weighed.missing.replace(/[.!?]+$/, ''), c.f.context)}, which the answers do not show yet.`,
        level &&
          factText &&
          !modest &&
          (isFragment(factText)
            ? `${label} sits at ${r}/5 (${level.label}), with this behind it: ${factText}.`
            : `${label} sits at ${r}/5 (${level.label}) because ${factText}.`),
        level &&
          !factText &&
          `${label} sits at ${r}/5 (${level.label}): ${commonFirst(level.description, '')}`,
        next &&
          (!level || next.value > level.value) &&
          !modest &&
          `${next.value}/5 (${next.label}) would need this: ${commonFirst(next.description, '')}`,
        nextTest(pillar, c),
        `The assumption in ${label} we are least sure of gets one small test before the next review.`,
      ];
    },
  };
}
