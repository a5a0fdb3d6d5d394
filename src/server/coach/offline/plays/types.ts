import type { FounderProfile } from '../../profile';
import type { Band } from '../library';
import type { LoopWordKey, WordKey, Words } from '../words';

/** The card a play writes into. */
export type PlayCard = 'teach' | 'action' | 'learning' | 'metric' | 'risk' | 'task';

/**
 * One move of the coach, written around the founder's own words. A play states when it applies:
 * the founder words it needs (skipped when one is missing), the profile it fits (`when`: model,
 * stage, team, revenue...), and the rating bands it suits. Its text keeps the coach's own words
 * short between the founder's, so that what a card says is about this founder.
 */
export interface Play {
  card: PlayCard;
  needs: readonly WordKey[];
  /** Loop words it needs, for loop sessions ('now', 'plan', 'metric' of the session's loop). */
  loopNeeds?: readonly LoopWordKey[];
  /** Loop words that must be blank: a play that starts a loop the founder has not described. */
  loopAbsent?: readonly LoopWordKey[];
  bands?: readonly Band[];
  when?: (p: FounderProfile) => boolean;
  /** The play's line; empty when the founder's words show it does not fit after all. */
  text: (v: Required<PlayWords>, p: FounderProfile) => string;
}

/** What a play's text reads: the founder's words, and the session loop's words. */
export type PlayWords = { [K in WordKey]: string } & { [K in LoopWordKey]: string };

export function needsMet(
  play: Play,
  words: Words,
  loop: Record<LoopWordKey, string | null> | null,
): boolean {
  if (!play.needs.every((k) => words[k] != null)) return false;
  if (!(play.loopAbsent ?? []).every((k) => loop?.[k] == null)) return false;
  return (play.loopNeeds ?? []).every((k) => loop?.[k] != null);
}
