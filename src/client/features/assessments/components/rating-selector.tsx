import { memo, useRef, type KeyboardEvent } from 'react';
import { type Pillar } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { useField } from '../lib/form-store';
import { useFormContext } from './form-context';

const SELECTED: Record<Pillar, string> = {
  product: 'border-product bg-product text-white',
  market: 'border-market bg-market text-white',
  execution: 'border-execution bg-execution text-white',
};

/** The 'n/5' or '-/5' badge of a pillar (spec 2). */
export const ScoreBadge = memo(function ScoreBadge({ pillar }: { pillar: Pillar }) {
  const { store } = useFormContext();
  const [rating] = useField<number | null>(store, [pillar, 'rating']);
  return (
    <Badge variant="outline" className="text-sm tabular-nums" data-testid={`${pillar}-score`}>
      {rating ?? '-'}/5
    </Badge>
  );
});

const NEXT_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A 1-to-5 rating as one radio group (the WAI-ARIA radio pattern): a single tab stop on the chosen
 * level (the first while unrated), arrow keys move the choice, Space chooses. Choosing the current
 * rating again keeps it: a rating never vanishes by a click.
 */
export const RatingSelector = memo(function RatingSelector({ pillar }: { pillar: Pillar }) {
  const { store } = useFormContext();
  const [rating, setRating] = useField<number | null>(store, [pillar, 'rating']);
  const levels = RATING_GUIDES[pillar];
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = rating ?? levels[0]!.value;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[e.key];
    const index = buttons.current.indexOf(e.target as HTMLButtonElement);
    if (!move || index < 0) return;
    e.preventDefault();
    const next = move(index, levels.length);
    setRating(levels[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={`${pillar}-rating-label`}
      onKeyDown={onKeyDown}
      className="grid grid-cols-5 gap-1.5 sm:gap-2"
    >
      {levels.map((level, i) => {
        const checked = rating === level.value;
        return (
          <button
            key={level.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={level.value === tabStop ? 0 : -1}
            title={level.description}
            onClick={() => {
              if (!checked) setRating(level.value);
            }}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-lg border px-1 py-2 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
              checked ? SELECTED[pillar] : 'bg-background hover:bg-accent',
            )}
          >
            <span className="text-lg leading-none font-bold">{level.value}</span>
            <span className="sr-only"> - </span>
            <span className="text-[11px] leading-tight sm:text-xs">{level.label}</span>
          </button>
        );
      })}
    </div>
  );
});
