import type { ReactNode } from 'react';
import type { FormState } from '@shared/contracts/assessment-form';
import {
  CUSTOM_INDUSTRY,
  LOOPS,
  NO_SPECIFIC_COUNTRY_LABEL,
  PILLAR_LABELS,
  PILLARS,
  type Pillar,
} from '@shared/domain';
import {
  ACTION_PLAN_FIELDS,
  ASSESSMENT_TEXTS,
  CONTEXT_FIELDS,
  LOOP_DESCRIPTIONS,
  LOOP_FIELDS,
  LOOP_TITLES,
  PILLAR_DESCRIPTIONS,
  PILLAR_FIELDS,
  REFLECTION_FIELDS,
} from '@shared/form-fields';
import { RATING_GUIDES } from '@shared/rating-guides';
import { SHARED_VIEW_TEXTS } from '@shared/sharing-texts';
import { Badge } from '@client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

const PILLAR_TONE: Record<Pillar, { bar: string; badge: string }> = {
  product: { bar: 'border-t-product', badge: 'border-product/30 bg-product/10 text-product' },
  market: { bar: 'border-t-market', badge: 'border-market/30 bg-market/10 text-market' },
  execution: {
    bar: 'border-t-execution',
    badge: 'border-execution/30 bg-execution/10 text-execution',
  },
};

/** '4/5 · Mature', or '-/5 · Not rated' (the assessment screen's and the PDF's words). */
export function ratingText(pillar: Pillar, rating: number | null): string {
  const level = rating ? RATING_GUIDES[pillar][rating - 1]?.label : undefined;
  return rating && level
    ? SHARED_VIEW_TEXTS.rating(`${rating}/5`, level)
    : SHARED_VIEW_TEXTS.rating('-/5', 'Not rated');
}

/** One question and its answer, as written (line breaks kept), or 'Not answered'. */
function Answer({ label, value }: { label: string; value: string }) {
  const text = value.trim();
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]',
          !text && 'text-muted-foreground italic',
        )}
      >
        {text || SHARED_VIEW_TEXTS.unanswered}
      </dd>
    </div>
  );
}

function Section({
  title,
  description,
  aside,
  className,
  children,
}: {
  title: string;
  description?: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="text-base">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {aside}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function contextFacts(form: FormState) {
  const industry =
    form.industry === CUSTOM_INDUSTRY && form.customIndustry.trim()
      ? `${CUSTOM_INDUSTRY}: ${form.customIndustry.trim()}`
      : form.industry;
  const country = form.country || (form.region ? NO_SPECIFIC_COUNTRY_LABEL : '');
  return [
    { label: CONTEXT_FIELDS.industry.label, value: industry },
    { label: CONTEXT_FIELDS.region.label, value: form.region },
    { label: CONTEXT_FIELDS.country.label, value: country },
  ];
}

function PillarSection({ pillar, form }: { pillar: Pillar; form: FormState }) {
  const answers = form[pillar] as Record<string, string | number | null>;
  const tone = PILLAR_TONE[pillar];
  return (
    <Section
      title={PILLAR_LABELS[pillar]}
      description={PILLAR_DESCRIPTIONS[pillar]}
      className={cn('border-t-4', tone.bar)}
      aside={
        <Badge variant="outline" className={tone.badge}>
          {ratingText(pillar, form[pillar].rating)}
        </Badge>
      }
    >
      <dl className="space-y-4">
        {Object.entries(PILLAR_FIELDS[pillar]).map(([key, field]) => (
          <Answer key={key} label={field.label} value={String(answers[key] ?? '')} />
        ))}
      </dl>
    </Section>
  );
}

/**
 * Every section and question of the assessment form with the founder's answers, read-only: the
 * labels are the form's own (src/shared/form-fields.ts), in its order.
 */
export function SharedAnswers({ form }: { form: FormState }) {
  const plan = form.actionPlan;
  const tasks = plan.next30Days.filter((task) => task.trim());
  return (
    <div className="space-y-4">
      <Section title={ASSESSMENT_TEXTS.businessContext}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {contextFacts(form).map((fact) => (
            <Answer key={fact.label} label={fact.label} value={fact.value} />
          ))}
        </dl>
      </Section>
      {PILLARS.map((pillar) => (
        <PillarSection key={pillar} pillar={pillar} form={form} />
      ))}
      <Section title={ASSESSMENT_TEXTS.loopsTitle}>
        <div className="grid gap-6 lg:grid-cols-3">
          {LOOPS.map((loop) => (
            <section key={loop} className="space-y-3" aria-label={LOOP_TITLES[loop]}>
              <div className="space-y-1">
                <h4 className="text-sm font-semibold">{LOOP_TITLES[loop]}</h4>
                <p className="text-xs text-muted-foreground">{LOOP_DESCRIPTIONS[loop]}</p>
              </div>
              <dl className="space-y-3">
                {Object.entries(LOOP_FIELDS).map(([key, field]) => (
                  <Answer
                    key={key}
                    label={field.label}
                    value={form.loops[loop][key as keyof typeof LOOP_FIELDS]}
                  />
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Section>
      <Section title={ASSESSMENT_TEXTS.actionPlanTitle}>
        <dl className="space-y-4">
          <Answer label={ACTION_PLAN_FIELDS.priority.label} value={plan.priority} />
          <div className="space-y-1">
            <dt className="text-sm font-medium text-muted-foreground">
              {ACTION_PLAN_FIELDS.next30Days.label}
            </dt>
            <dd className="text-sm">
              {tasks.length === 0 ? (
                <span className="text-muted-foreground italic">{SHARED_VIEW_TEXTS.noTasks}</span>
              ) : (
                <ol className="list-decimal space-y-1 pl-5 [overflow-wrap:anywhere]">
                  {tasks.map((task, i) => (
                    <li key={i}>{task}</li>
                  ))}
                </ol>
              )}
            </dd>
          </div>
          <Answer label={ACTION_PLAN_FIELDS.successMeasures.label} value={plan.successMeasures} />
        </dl>
      </Section>
      <Section title={ASSESSMENT_TEXTS.reflectionTitle}>
        <dl className="space-y-4">
          {Object.entries(REFLECTION_FIELDS).map(([key, field]) => (
            <Answer
              key={key}
              label={field.label}
              value={form.reflection[key as keyof typeof REFLECTION_FIELDS]}
            />
          ))}
        </dl>
      </Section>
    </div>
  );
}
