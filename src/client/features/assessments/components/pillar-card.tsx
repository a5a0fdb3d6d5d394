import { Lightbulb, Rocket, Target } from 'lucide-react';
import { memo } from 'react';
import { PILLAR_LABELS, type Pillar } from '@shared/domain';
import { PILLAR_DESCRIPTIONS, PILLAR_FIELDS } from '@shared/form-fields';
import { RatingGuideButton } from '@client/components/rating-guide';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { RatingSelector, ScoreBadge } from './rating-selector';
import { TextField } from './text-field';

const STYLE: Record<Pillar, { icon: typeof Lightbulb; tone: string; bar: string }> = {
  product: { icon: Lightbulb, tone: 'text-product bg-product/10', bar: 'bg-product' },
  market: { icon: Target, tone: 'text-market bg-market/10', bar: 'bg-market' },
  execution: { icon: Rocket, tone: 'text-execution bg-execution/10', bar: 'bg-execution' },
};

/** One pillar: its questions, the 1-5 rating with its guide, and the reasoning. */
export const PillarCard = memo(function PillarCard({ pillar }: { pillar: Pillar }) {
  const style = STYLE[pillar];
  const Icon = style.icon;
  const fields = Object.entries(PILLAR_FIELDS[pillar]) as [
    string,
    { label: string; placeholder: string },
  ][];
  const questions = fields.filter(([key]) => key !== 'reasoning');
  const reasoning = PILLAR_FIELDS[pillar].reasoning;
  return (
    <Card className="overflow-hidden" aria-labelledby={`${pillar}-title`} role="region">
      <div className={cn('h-1.5', style.bar)} />
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              style.tone,
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle id={`${pillar}-title`}>{PILLAR_LABELS[pillar]}</CardTitle>
            <CardDescription>{PILLAR_DESCRIPTIONS[pillar]}</CardDescription>
          </div>
        </div>
        <ScoreBadge pillar={pillar} />
      </CardHeader>
      <CardContent className="space-y-5">
        {questions.map(([key, text]) => (
          <TextField
            key={key}
            path={[pillar, key]}
            label={text.label}
            placeholder={text.placeholder}
          />
        ))}
        <div className="space-y-2 rounded-lg border bg-muted/40 p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium" id={`${pillar}-rating-label`}>
              {PILLAR_LABELS[pillar]} rating
            </span>
            <RatingGuideButton pillar={pillar} />
          </div>
          <RatingSelector pillar={pillar} />
        </div>
        <TextField
          path={[pillar, 'reasoning']}
          label={reasoning.label}
          placeholder={reasoning.placeholder}
        />
      </CardContent>
    </Card>
  );
});
