import type { Benchmark } from '@shared/contracts/benchmark';
import type { DashboardData } from '@shared/contracts/dashboard';
import { ItemList, Section } from '../../../infra/pdf/blocks';
import {
  DASHBOARD_PDF_TEXTS,
  HistorySection,
  RadarSection,
  ScoreCards,
  SessionsSection,
} from './dashboard-sections';
import { StandingSection } from './dashboard-standing';
import { PdfDocument, type DocumentMeta } from '../../../infra/pdf/document';
import { formatDate } from '../../../infra/pdf/format';
import { usePdfKit } from '../../../infra/pdf/kit';
import { TONE_COLORS } from '../../../infra/pdf/theme';

export interface DashboardPdfInput {
  dashboard: DashboardData;
  /** 'Where you stand' (docs/decisions/034), printed last when given. */
  standing?: Benchmark | undefined;
  preparedFor: string;
  exportedAt: Date;
}

/** 'Key Strengths' or 'Areas for Improvement': half of the page's width, a titled list. */
function ListColumn(props: {
  side: 'left' | 'right';
  title: string;
  items: string[];
  color: string;
  empty: string;
}) {
  const { View } = usePdfKit();
  return (
    <View
      style={{ flex: 1, ...(props.side === 'left' ? { paddingRight: 10 } : { paddingLeft: 10 }) }}
    >
      <Section title={props.title} color={props.color}>
        <ItemList items={props.items} color={props.color} empty={props.empty} />
      </Section>
    </View>
  );
}

/** The dashboard (spec 2, 'Dashboard') as a handout: scores, radar, history, lists and progress. */
export function DashboardDocument({ input }: { input: DashboardPdfInput }) {
  const { View } = usePdfKit();
  const { dashboard } = input;
  const meta: DocumentMeta = {
    kind: DASHBOARD_PDF_TEXTS.kind,
    title: dashboard.assessmentName,
    preparedFor: input.preparedFor,
    exportedAt: input.exportedAt,
    details: [{ label: 'Updated', value: formatDate(dashboard.lastUpdated) }],
  };
  return (
    <PdfDocument meta={meta}>
      <ScoreCards scores={dashboard.assessmentScores} />
      <RadarSection scores={dashboard.assessmentScores} />
      <View style={{ flexDirection: 'row' }}>
        <ListColumn
          side="left"
          title={DASHBOARD_PDF_TEXTS.strengths}
          items={dashboard.strengths}
          color={TONE_COLORS.green.main}
          empty={DASHBOARD_PDF_TEXTS.noStrengths}
        />
        <ListColumn
          side="right"
          title={DASHBOARD_PDF_TEXTS.improvements}
          items={dashboard.improvements}
          color={TONE_COLORS.red.main}
          empty={DASHBOARD_PDF_TEXTS.noImprovements}
        />
      </View>
      <HistorySection points={dashboard.historicalData} />
      <SessionsSection progress={dashboard.sessionProgress} />
      {input.standing ? <StandingSection standing={input.standing} /> : null}
    </PdfDocument>
  );
}
