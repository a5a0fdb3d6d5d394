import {
  AlertTriangle,
  BookOpen,
  CalendarDays,
  GraduationCap,
  ListChecks,
  LineChart,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { COACHING_CARD_TITLES } from '@shared/coaching-texts';
import type { CoachingResult } from '@shared/contracts/ai';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const ICONS: Record<keyof CoachingResult, ComponentType<{ className?: string }>> = {
  teach: GraduationCap,
  recommendActions: ListChecks,
  recommendLearning: BookOpen,
  metrics: LineChart,
  risks: AlertTriangle,
  microTasks: CalendarDays,
};

const LIST_CARDS = [
  'recommendActions',
  'recommendLearning',
  'metrics',
  'risks',
  'microTasks',
] as const;

function CardTitleWithIcon({ card }: { card: keyof CoachingResult }) {
  const Icon = ICONS[card];
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {COACHING_CARD_TITLES[card]}
    </CardTitle>
  );
}

/** The six cards of a coaching session; model output is rendered as plain text, never HTML. */
export function CoachingCards({ coaching }: { coaching: CoachingResult }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2" role="region" aria-label={COACHING_CARD_TITLES.teach}>
        <CardHeader>
          <CardTitleWithIcon card="teach" />
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed">
          {coaching.teach
            .split(/\n{2,}/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
        </CardContent>
      </Card>
      {LIST_CARDS.map((card) => (
        <Card
          key={card}
          role="region"
          aria-label={COACHING_CARD_TITLES[card]}
          className={card === 'microTasks' ? 'lg:col-span-2' : undefined}
        >
          <CardHeader>
            <CardTitleWithIcon card={card} />
          </CardHeader>
          <CardContent>
            {card === 'microTasks' ? (
              <ol className="list-decimal space-y-2 pl-5 text-sm">
                {coaching[card].map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul className="list-disc space-y-2 pl-5 text-sm">
                {coaching[card].map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function CoachingSkeletonCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className={`space-y-3 rounded-xl border bg-card p-6 ${i === 0 ? 'lg:col-span-2' : ''}`}
        >
          <div className="h-5 w-40 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
          <div className="h-3 w-5/6 animate-pulse rounded bg-muted" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
