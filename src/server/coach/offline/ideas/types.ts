import type { Pillar } from '@shared/domain';
import { PILLAR_LABELS } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import type { IndustryNotes } from '../library';
import type { Weave } from '../weave';

/** Ideas for one field: why they help, and the ideas, written around the other answers. */
export interface IdeaSpec {
  why: string;
  ideas: (w: Weave, notes: IndustryNotes) => readonly (string | null | false)[];
}

/** Ideas for a pillar's "Why this rating?" field, tied to the rating guide. */
export function reasoningIdeas(pillar: Pillar): IdeaSpec {
  const label = PILLAR_LABELS[pillar];
  return {
    why: `A rating is useful when it is tied to facts and to the guide's levels, so it can be checked again next month. These ideas link your ${label} rating to evidence.`,
    ideas: (w) => {
      const r = w.form[pillar].rating;
      const level = r === null ? undefined : RATING_GUIDES[pillar][r - 1];
      const next = RATING_GUIDES[pillar][r === null ? 0 : Math.min(r, 4)];
      return [
        level
          ? `At ${r}/5 (${level.label}) the guide reads: "${level.description}" The fact that places ${label} at this level rather than the next is the evidence to name here.`
          : `Rate ${label} first, then name the one fact that places it at that level rather than the next.`,
        next && (!level || next.value > level.value)
          ? `What would move it to ${next.value}/5 (${next.label}): ${next.description}`
          : `What keeps it at the top level: the evidence you will keep collecting each month.`,
        `The assumption in ${label} you are least sure of, and the test that would settle it this month.`,
        `What a sceptical investor or customer would say about this rating, and your answer with a number.`,
      ];
    },
  };
}
