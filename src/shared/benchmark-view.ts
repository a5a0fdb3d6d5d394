import { BENCHMARK_TEXTS } from './benchmark';
import type { Benchmark, StandingGroup } from './contracts/benchmark';

/**
 * How a founder's standing reads, on the dashboard and in its PDF (docs/decisions/034): the notes
 * above the figures, and the group shown first.
 */

/** What is compared and what is not, and why: in the order the screen shows them. */
export function standingNotes(data: Benchmark): string[] {
  const notes: string[] = [];
  if (!data.rated.product && !data.rated.market && !data.rated.execution)
    notes.push(BENCHMARK_TEXTS.unrated);
  else if (!data.completed) notes.push(BENCHMARK_TEXTS.notCompleted);
  if (data.industry.kind === 'custom') notes.push(BENCHMARK_TEXTS.customIndustry);
  if (data.industry.kind === 'none') notes.push(BENCHMARK_TEXTS.noIndustry);
  if (data.industry.kind === 'listed' && !data.industry.group.shown)
    notes.push(BENCHMARK_TEXTS.industryNotEnough(data.industry.name, data.industry.group.needed));
  return notes;
}

export interface ShownStanding {
  group: StandingGroup;
  /** 'in Manufacturing' or 'in the community', as the sentences end. */
  scope: string;
}

/** The founder's industry when it is shown (10 founders or more), else the whole community. */
export function defaultStanding(data: Benchmark): ShownStanding {
  if (data.industry.kind === 'listed' && data.industry.group.shown) {
    return {
      group: data.industry.group,
      scope: BENCHMARK_TEXTS.scopeIndustry(data.industry.name),
    };
  }
  return { group: data.community, scope: BENCHMARK_TEXTS.scopeAll };
}
