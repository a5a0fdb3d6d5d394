import { COACHING_CARD_TITLES, COACHING_TEXTS } from '@shared/coaching-texts';
import type { CoachingResult } from '@shared/contracts/ai';
import { SESSION_TITLES, type Pillar } from '@shared/domain';
import { usePdfKit } from '../../../infra/pdf/kit';
import { ItemList, Section } from '../../../infra/pdf/blocks';
import { PdfDocument, type DocumentMeta } from '../../../infra/pdf/document';
import { formatDate } from '../../../infra/pdf/format';
import { COLORS, PILLAR_COLORS } from '../../../infra/pdf/theme';

export type CoachingPdfSession = 2 | 3 | 4 | 5 | 6 | 7;

export interface CoachingPdfInput {
  sessionNumber: CoachingPdfSession;
  assessmentName: string;
  /** The industry the coach assumed (chosen or inferred), when known. */
  industry: string | null;
  /** The inference was below the low-confidence threshold (spec 4: the Low Confidence badge). */
  lowConfidence: boolean;
  coaching: CoachingResult;
  /** 'offline' for the built-in coach, else the model's name. */
  generatedBy: string;
  generatedAt: string;
  preparedFor: string;
  exportedAt: Date;
}

/** The pillars a session is about: 2-4 one pillar each, 5-7 the two ends of a loop. */
const SESSION_PILLARS: Record<CoachingPdfSession, Pillar[]> = {
  2: ['product'],
  3: ['market'],
  4: ['execution'],
  5: ['product', 'market'],
  6: ['product', 'execution'],
  7: ['market', 'execution'],
};

/** The lesson, in its paragraphs (separated by blank lines), on a tinted panel. */
function Lesson({ text, color, tint }: { text: string; color: string; tint: string }) {
  const { View, Text } = usePdfKit();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <View
      style={{
        backgroundColor: tint,
        borderLeftWidth: 3,
        borderLeftColor: color,
        paddingVertical: 10,
        paddingHorizontal: 12,
        borderRadius: 3,
      }}
    >
      {paragraphs.map((paragraph, i) => (
        <Text key={i} style={{ marginTop: i === 0 ? 0 : 7, color: COLORS.ink }}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

/** One coaching session (spec 2, 'Coaching screen'): its six cards under the spec's titles. */
export function CoachingDocument({ input }: { input: CoachingPdfInput }) {
  const pillars = SESSION_PILLARS[input.sessionNumber];
  const main = PILLAR_COLORS[pillars[0]!];
  const { coaching } = input;
  const industry = input.industry
    ? `${input.industry}${input.lowConfidence ? ` (${COACHING_TEXTS.lowConfidence})` : ''}`
    : 'Not specified';
  const meta: DocumentMeta = {
    kind: `Coaching · ${COACHING_TEXTS.sessionOf(input.sessionNumber)}`,
    title: SESSION_TITLES[input.sessionNumber],
    preparedFor: input.preparedFor,
    exportedAt: input.exportedAt,
    accent: pillars.map((p) => PILLAR_COLORS[p].main),
    details: [
      { label: 'Assessment', value: input.assessmentName },
      { label: COACHING_TEXTS.assumedIndustry, value: industry },
      {
        label: 'Coach',
        value: input.generatedBy === 'offline' ? 'Built-in offline coach' : input.generatedBy,
      },
      { label: 'Generated', value: formatDate(input.generatedAt) },
    ],
  };
  const lists = [
    { key: 'recommendActions', marker: 'number' },
    { key: 'recommendLearning', marker: 'bullet' },
    { key: 'metrics', marker: 'bullet' },
    { key: 'risks', marker: 'bullet' },
    { key: 'microTasks', marker: 'box' },
  ] as const;
  return (
    <PdfDocument meta={meta}>
      <Section title={COACHING_CARD_TITLES.teach} color={main.main}>
        <Lesson text={coaching.teach} color={main.main} tint={main.tint} />
      </Section>
      {lists.map(({ key, marker }) => (
        <Section key={key} title={COACHING_CARD_TITLES[key]} color={main.main}>
          <ItemList items={coaching[key]} marker={marker} color={main.main} />
        </Section>
      ))}
    </PdfDocument>
  );
}
