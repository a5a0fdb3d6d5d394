import type { DashboardData } from '@shared/contracts/dashboard';
import { ItemList, Section } from './blocks';
import {
  DASHBOARD_PDF_TEXTS,
  HistorySection,
  RadarSection,
  ScoreCards,
  SessionsSection,
} from './dashboard-sections';
import { PdfDocument, type DocumentMeta } from './document';
import { formatDate } from './format';
import { usePdfKit } from './kit';
import { TONE_COLORS } from './theme';

export interface DashboardPdfInput {
  dashboard: DashboardData;
  preparedFor: string;
  exportedAt: Date;
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
        <View style={{ flex: 1, paddingRight: 10 }}>
          <Section title={DASHBOARD_PDF_TEXTS.strengths} color={TONE_COLORS.green.main}>
            <ItemList
              items={dashboard.strengths}
              color={TONE_COLORS.green.main}
              empty={DASHBOARD_PDF_TEXTS.noStrengths}
            />
          </Section>
        </View>
        <View style={{ flex: 1, paddingLeft: 10 }}>
          <Section title={DASHBOARD_PDF_TEXTS.improvements} color={TONE_COLORS.red.main}>
            <ItemList
              items={dashboard.improvements}
              color={TONE_COLORS.red.main}
              empty={DASHBOARD_PDF_TEXTS.noImprovements}
            />
          </Section>
        </View>
      </View>
      <HistorySection points={dashboard.historicalData} />
      <SessionsSection progress={dashboard.sessionProgress} />
    </PdfDocument>
  );
}
