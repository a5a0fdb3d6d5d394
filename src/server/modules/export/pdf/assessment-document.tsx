import { Fragment } from 'react';
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
import { usePdfKit } from '../../../infra/pdf/kit';
import { Badge, FactGrid, Field, ItemList, Section, SubHeading } from '../../../infra/pdf/blocks';
import { PdfDocument, type DocumentMeta } from '../../../infra/pdf/document';
import { formatDate } from '../../../infra/pdf/format';
import { COLORS, PILLAR_COLORS, TEXT } from '../../../infra/pdf/theme';

export interface AssessmentPdfInput {
  name: string;
  form: FormState;
  completedAt: string | null;
  updatedAt: string;
  preparedFor: string;
  exportedAt: Date;
}

/** '3/5', and the level's name from the rating guide ('Developing'), or '-/5' when unrated. */
export function ratingText(
  pillar: Pillar,
  rating: number | null,
): { score: string; level: string } {
  const level = rating ? RATING_GUIDES[pillar][rating - 1]?.label : undefined;
  return rating && level ? { score: `${rating}/5`, level } : { score: '-/5', level: 'Not rated' };
}

function RatingSummary({ form }: { form: FormState }) {
  const { View, Text } = usePdfKit();
  return (
    <View style={{ flexDirection: 'row', marginBottom: 22 }}>
      {PILLARS.map((pillar, i) => {
        const { score, level } = ratingText(pillar, form[pillar].rating);
        const color = PILLAR_COLORS[pillar];
        return (
          <View
            key={pillar}
            style={{
              flex: 1,
              marginLeft: i === 0 ? 0 : 10,
              padding: 10,
              borderRadius: 4,
              backgroundColor: color.tint,
              borderLeftWidth: 3,
              borderLeftColor: color.main,
            }}
          >
            <Text style={{ ...TEXT.eyebrow, color: color.main }}>{PILLAR_LABELS[pillar]}</Text>
            <Text style={{ fontSize: 18, fontWeight: 700, lineHeight: 1.3, color: COLORS.ink }}>
              {score}
            </Text>
            <Text style={TEXT.small}>{level}</Text>
          </View>
        );
      })}
    </View>
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
  const { score, level } = ratingText(pillar, form[pillar].rating);
  const color = PILLAR_COLORS[pillar];
  const answers = form[pillar] as Record<string, string | number | null>;
  return (
    <Section
      title={PILLAR_LABELS[pillar]}
      color={color.main}
      description={PILLAR_DESCRIPTIONS[pillar]}
      aside={<Badge text={`Rating ${score} · ${level}`} color={color.main} tint={color.tint} />}
    >
      {Object.entries(PILLAR_FIELDS[pillar]).map(([key, field]) => (
        <Field key={key} label={field.label} value={String(answers[key] ?? '')} />
      ))}
    </Section>
  );
}

function LoopsSection({ form }: { form: FormState }) {
  return (
    <Section title={ASSESSMENT_TEXTS.loopsTitle} color={COLORS.muted}>
      {LOOPS.map((loop) => (
        <Fragment key={loop}>
          <SubHeading title={LOOP_TITLES[loop]} description={LOOP_DESCRIPTIONS[loop]} />
          {Object.entries(LOOP_FIELDS).map(([key, field]) => (
            <Field
              key={key}
              label={field.label}
              value={form.loops[loop][key as keyof typeof LOOP_FIELDS]}
            />
          ))}
        </Fragment>
      ))}
    </Section>
  );
}

function ActionPlanSection({ form }: { form: FormState }) {
  const { Text } = usePdfKit();
  const plan = form.actionPlan;
  return (
    <Section title={ASSESSMENT_TEXTS.actionPlanTitle} color={COLORS.muted}>
      <Field label={ACTION_PLAN_FIELDS.priority.label} value={plan.priority} />
      <Text minPresenceAhead={28} style={{ ...TEXT.label, marginBottom: 3 }}>
        {ACTION_PLAN_FIELDS.next30Days.label}
      </Text>
      <ItemList items={plan.next30Days} marker="number" empty="No tasks yet" />
      <Field label={ACTION_PLAN_FIELDS.successMeasures.label} value={plan.successMeasures} />
    </Section>
  );
}

/** The whole assessment (spec 2, 'Assessment screen'), every question with its answer. */
export function AssessmentDocument({ input }: { input: AssessmentPdfInput }) {
  const { form } = input;
  const meta: DocumentMeta = {
    kind: 'Assessment Report',
    title: input.name,
    preparedFor: input.preparedFor,
    exportedAt: input.exportedAt,
    details: [
      {
        label: 'Status',
        value: input.completedAt
          ? `${ASSESSMENT_TEXTS.completed} ${formatDate(input.completedAt)}`
          : ASSESSMENT_TEXTS.inProgress,
      },
      { label: 'Last updated', value: formatDate(input.updatedAt) },
    ],
  };
  return (
    <PdfDocument meta={meta}>
      <RatingSummary form={form} />
      <Section title={ASSESSMENT_TEXTS.businessContext} color={COLORS.muted}>
        <FactGrid facts={contextFacts(form)} />
      </Section>
      {PILLARS.map((pillar) => (
        <PillarSection key={pillar} pillar={pillar} form={form} />
      ))}
      <LoopsSection form={form} />
      <ActionPlanSection form={form} />
      <Section title={ASSESSMENT_TEXTS.reflectionTitle} color={COLORS.muted}>
        {Object.entries(REFLECTION_FIELDS).map(([key, field]) => (
          <Field
            key={key}
            label={field.label}
            value={form.reflection[key as keyof typeof REFLECTION_FIELDS]}
          />
        ))}
      </Section>
    </PdfDocument>
  );
}
