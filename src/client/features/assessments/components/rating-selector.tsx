import { memo } from 'react';
import { PILLAR_LABELS, type Pillar } from '@shared/domain';
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

/** A 1-to-5 rating as a radio group; choosing the current rating again clears it. */
export const RatingSelector = memo(function RatingSelector({ pillar }: { pillar: Pillar }) {
  const { store } = useFormContext();
  const [rating, setRating] = useField<number | null>(store, [pillar, 'rating']);
  const levels = RATING_GUIDES[pillar];
  return (
    <div
      role="radiogroup"
      aria-label={`${PILLAR_LABELS[pillar]} rating`}
      className="grid grid-cols-5 gap-1.5 sm:gap-2"
    >
      {levels.map((level) => {
        const checked = rating === level.value;
        return (
          <button
            key={level.value}
            type="button"
            role="radio"
            aria-checked={checked}
            title={level.description}
            onClick={() => setRating(checked ? null : level.value)}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-lg border px-1 py-2 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
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
