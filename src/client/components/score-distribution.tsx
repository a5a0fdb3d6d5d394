import type { ReactNode } from 'react';
import {
  BENCHMARK_TEXTS,
  bucketOf,
  distributionSentence,
  SCORE_BUCKETS,
  SCORE_LABELS,
  type ScoreKey,
} from '@shared/benchmark';
import { cn } from '@client/lib/utils';

/**
 * The bars' colour per score: the pillar colours of the dashboard, the overall score in ink; the
 * founder's own bar solid, the others pale, and every bar alike where nothing is marked.
 */
const BAR: Record<ScoreKey, { you: string; rest: string; plain: string }> = {
  overall: { you: 'bg-foreground', rest: 'bg-foreground/25', plain: 'bg-foreground/60' },
  product: { you: 'bg-product', rest: 'bg-product/30', plain: 'bg-product/75' },
  market: { you: 'bg-market', rest: 'bg-market/30', plain: 'bg-market/75' },
  execution: { you: 'bg-execution', rest: 'bg-execution/30', plain: 'bg-execution/75' },
};

/**
 * One score's distribution among founders (docs/decisions/034): a bar per SCORE_BUCKETS range, its
 * height the share of founders in it, the range holding `yourScore` drawn solid and marked 'You'.
 * Screen readers get the whole chart as one sentence (role img); the bars themselves are hidden.
 */
export function ScoreDistribution({
  scoreKey,
  counts,
  yourScore,
  children,
}: {
  scoreKey: ScoreKey;
  counts: readonly number[];
  /** Null: nothing to mark (an unrated pillar, or an admin's view). */
  yourScore: number | null;
  /** Below the chart: the founder's position as a sentence. */
  children?: ReactNode;
}) {
  const total = counts.reduce((a, b) => a + b, 0);
  const tallest = Math.max(1, ...counts);
  const yours = yourScore === null ? -1 : bucketOf(yourScore);
  return (
    <figure className="min-w-0 space-y-2" data-testid={`distribution-${scoreKey}`}>
      <figcaption className="text-sm font-medium">{SCORE_LABELS[scoreKey]}</figcaption>
      <div role="img" aria-label={distributionSentence(scoreKey, counts, yourScore)}>
        <div className="flex h-28 items-end gap-1.5" aria-hidden="true">
          {SCORE_BUCKETS.map((bucket, i) => {
            const n = counts[i] ?? 0;
            const share = total ? Math.round((100 * n) / total) : 0;
            return (
              <div key={bucket.min} className="flex h-full flex-1 flex-col justify-end">
                <span className="mb-0.5 text-center text-[11px] text-muted-foreground tabular-nums">
                  {BENCHMARK_TEXTS.sharePercent(share)}
                </span>
                <div
                  className={cn(
                    'w-full rounded-t-sm',
                    yours === -1
                      ? BAR[scoreKey].plain
                      : i === yours
                        ? BAR[scoreKey].you
                        : BAR[scoreKey].rest,
                  )}
                  style={{ height: `${Math.max(n ? 4 : 1, (78 * n) / tallest)}%` }}
                />
              </div>
            );
          })}
        </div>
        <div
          className="flex gap-1.5 border-t pt-1 text-[10px] text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          {SCORE_BUCKETS.map((bucket, i) => (
            <div
              key={bucket.min}
              className="flex min-w-0 flex-1 flex-col items-center leading-tight whitespace-nowrap"
            >
              <span>
                {bucket.min}–{bucket.max}
              </span>
              {i === yours ? (
                <span className="mt-0.5 rounded-sm bg-foreground px-1 text-[10px] font-semibold text-background">
                  {BENCHMARK_TEXTS.you}
                </span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {children}
    </figure>
  );
}
