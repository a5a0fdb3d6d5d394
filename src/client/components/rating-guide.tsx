import { BookOpen, Info } from 'lucide-react';
import { useId } from 'react';
import { PILLARS, PILLAR_LABELS, type Pillar } from '@shared/domain';
import { RATING_GUIDES, RATING_GUIDE_TEXT } from '@shared/rating-guides';
import { TEXTS } from '@shared/texts';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { cn } from '@client/lib/utils';

export const PILLAR_DOT: Record<Pillar, string> = {
  product: 'bg-product',
  market: 'bg-market',
  execution: 'bg-execution',
};

function GuideContent({ pillar, titleId }: { pillar: Pillar; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="mb-1 font-semibold">
        {PILLAR_LABELS[pillar]} rating guide
      </h3>
      <p className="mb-3 text-xs text-muted-foreground">{RATING_GUIDE_TEXT}</p>
      <ol className="space-y-2">
        {RATING_GUIDES[pillar].map((level) => (
          <li key={level.value} className="flex gap-3 text-sm">
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
                PILLAR_DOT[pillar],
              )}
            >
              {level.value}
            </span>
            <span>
              <span className="font-medium">{level.label}</span>
              <span className="block text-muted-foreground">{level.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A compact "guide" button that opens the pillar's rating guide. */
export function RatingGuideButton({ pillar }: { pillar: Pillar }) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <Info className="size-3.5" aria-hidden="true" />
        Rating guide<span className="sr-only"> for {PILLAR_LABELS[pillar]}</span>
      </PopoverTrigger>
      {/* The popover is a dialog to screen readers: it takes its name from the guide's title. */}
      <PopoverContent align="end" className="w-96" aria-labelledby={titleId}>
        <GuideContent pillar={pillar} titleId={titleId} />
      </PopoverContent>
    </Popover>
  );
}

function GuidePopover({ pillar }: { pillar: Pillar }) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger className="flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <span className={cn('size-2 rounded-full', PILLAR_DOT[pillar])} aria-hidden="true" />
        {PILLAR_LABELS[pillar]} rating guide
      </PopoverTrigger>
      <PopoverContent side="right" align="start" className="w-96" aria-labelledby={titleId}>
        <GuideContent pillar={pillar} titleId={titleId} />
      </PopoverContent>
    </Popover>
  );
}

/** One rating-guide popover per pillar: the five level names with what each means. */
export function RatingGuides() {
  return (
    <section aria-labelledby="rating-guides-title" className="space-y-1">
      <h2
        id="rating-guides-title"
        className="flex items-center gap-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <BookOpen className="size-3.5" aria-hidden="true" />
        {TEXTS.nav.ratingGuides}
      </h2>
      {PILLARS.map((pillar) => (
        <GuidePopover key={pillar} pillar={pillar} />
      ))}
    </section>
  );
}
