import { onePointPerDay } from '@shared/charts/history';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { PILLAR_LABELS, PILLARS, SCORE_THRESHOLDS, scoreTone } from '@shared/domain';
import { Badge, Section } from '../../../infra/pdf/blocks';
import { HISTORY_HEIGHT, HistoryChart, PillarLegend, RADAR_HEIGHT, RadarChart } from './charts';
import { formatShortDate } from '../../../infra/pdf/format';
import { usePdfKit } from '../../../infra/pdf/kit';
import { COLORS, PILLAR_COLORS, TEXT, TONE_COLORS } from '../../../infra/pdf/theme';

/** The dashboard's own texts (spec 2) where the PDF says the same, plus what only the PDF says. */
export const DASHBOARD_PDF_TEXTS = {
  kind: 'Dashboard Summary',
  radar: DASHBOARD_TEXTS.radarTitle,
  history: DASHBOARD_TEXTS.historyTitle,
  latestDays: (shown: number, total: number) =>
    `The latest ${shown} of ${total} days; the chart shows them all.`,
  noHistory:
    'No progress snapshots yet. Use Track Progress on the assessment to record one; each snapshot becomes a point here.',
  strengths: DASHBOARD_TEXTS.strengthsTitle,
  improvements: DASHBOARD_TEXTS.improvementsTitle,
  noStrengths: DASHBOARD_TEXTS.noStrengths,
  noImprovements: DASHBOARD_TEXTS.noImprovements,
  progress: DASHBOARD_TEXTS.sessionsTitle,
  progressCount: DASHBOARD_TEXTS.sessionsCompleted,
  complete: DASHBOARD_TEXTS.complete,
  pending: DASHBOARD_TEXTS.pending,
} as const;

const CARDS = [
  { key: 'overall', label: DASHBOARD_TEXTS.overall, color: COLORS.ink },
  ...PILLARS.map((p) => ({ key: p, label: DASHBOARD_TEXTS[p], color: PILLAR_COLORS[p].main })),
] as const;

/** A thin horizontal bar filled to `percent`. */
function Meter({
  percent,
  color,
  height = 4,
}: {
  percent: number;
  color: string;
  height?: number;
}) {
  const { View } = usePdfKit();
  return (
    <View style={{ height, backgroundColor: COLORS.rule, borderRadius: height / 2 }}>
      <View
        style={{
          width: `${Math.max(0, Math.min(100, percent))}%`,
          height,
          backgroundColor: color,
          borderRadius: height / 2,
        }}
      />
    </View>
  );
}

export function ScoreCards({ scores }: { scores: DashboardData['assessmentScores'] }) {
  const { View, Text } = usePdfKit();
  return (
    <View wrap={false} style={{ flexDirection: 'row', marginBottom: 20 }}>
      {CARDS.map((card, i) => {
        const score = scores[card.key];
        const tone = TONE_COLORS[scoreTone(score)];
        return (
          <View
            key={card.key}
            style={{
              flex: 1,
              marginLeft: i === 0 ? 0 : 8,
              padding: 10,
              borderWidth: 0.75,
              borderColor: COLORS.rule,
              borderTopWidth: 3,
              borderTopColor: card.color,
              borderRadius: 3,
            }}
          >
            <Text style={{ ...TEXT.eyebrow, color: card.color }}>{card.label}</Text>
            <Text
              style={{
                fontSize: 22,
                fontWeight: 700,
                lineHeight: 1.25,
                color: tone.main,
                marginBottom: 4,
              }}
            >
              {`${score}%`}
            </Text>
            <Meter percent={score} color={tone.main} />
            <Text style={{ ...TEXT.small, marginTop: 4, color: tone.main }}>{tone.label}</Text>
          </View>
        );
      })}
    </View>
  );
}

function ScoreKey() {
  const { View, Text } = usePdfKit();
  const keys = [
    { tone: TONE_COLORS.green, text: `${SCORE_THRESHOLDS.green} or more` },
    {
      tone: TONE_COLORS.yellow,
      text: `${SCORE_THRESHOLDS.yellow} to ${SCORE_THRESHOLDS.green - 1}`,
    },
    { tone: TONE_COLORS.red, text: `below ${SCORE_THRESHOLDS.yellow}` },
  ];
  return (
    <View style={{ marginTop: 10 }}>
      {keys.map(({ tone, text }) => (
        <View key={text} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 2 }}>
          <View
            style={{
              width: 7,
              height: 7,
              borderRadius: 3.5,
              backgroundColor: tone.main,
              marginRight: 6,
            }}
          />
          <Text style={TEXT.small}>{`${tone.label}: ${text}`}</Text>
        </View>
      ))}
    </View>
  );
}

export function RadarSection({ scores }: { scores: DashboardData['assessmentScores'] }) {
  const { View, Text } = usePdfKit();
  return (
    <Section
      title={DASHBOARD_PDF_TEXTS.radar}
      color={PILLAR_COLORS.product.main}
      keepWithNext={RADAR_HEIGHT}
    >
      <View wrap={false} style={{ flexDirection: 'row', alignItems: 'center' }}>
        <RadarChart scores={scores} />
        <View style={{ flex: 1, paddingLeft: 18 }}>
          {PILLARS.map((p) => (
            <View key={p} style={{ marginBottom: 9 }}>
              <View
                style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 2 }}
              >
                <Text style={{ ...TEXT.label, color: PILLAR_COLORS[p].main }}>
                  {PILLAR_LABELS[p]}
                </Text>
                <Text style={TEXT.label}>{`${scores[p]}%`}</Text>
              </View>
              <Meter percent={scores[p]} color={PILLAR_COLORS[p].main} height={5} />
            </View>
          ))}
          <ScoreKey />
        </View>
      </View>
    </Section>
  );
}

/** The table under the chart lists the latest days; the chart shows them all. */
const HISTORY_TABLE_ROWS = 10;

function HistoryTable({ points }: { points: DashboardData['historicalData'] }) {
  const { View, Text } = usePdfKit();
  const cell = { flex: 1, textAlign: 'right' } as const;
  const rows = points.slice(-HISTORY_TABLE_ROWS);
  return (
    <View style={{ marginTop: 10 }}>
      <View
        style={{
          flexDirection: 'row',
          paddingVertical: 4,
          borderBottomWidth: 1,
          borderBottomColor: COLORS.rule,
        }}
      >
        <Text style={{ ...TEXT.label, flex: 1.4 }}>Date</Text>
        {PILLARS.map((p) => (
          <Text key={p} style={{ ...TEXT.label, ...cell, color: PILLAR_COLORS[p].main }}>
            {PILLAR_LABELS[p]}
          </Text>
        ))}
      </View>
      {rows.map((point, i) => (
        <View
          key={i}
          wrap={false}
          style={{
            flexDirection: 'row',
            paddingVertical: 3,
            borderBottomWidth: 0.5,
            borderBottomColor: COLORS.rule,
          }}
        >
          <Text style={{ flex: 1.4 }}>{formatShortDate(point.date)}</Text>
          {PILLARS.map((p) => (
            <Text key={p} style={cell}>{`${point[p]}%`}</Text>
          ))}
        </View>
      ))}
      {rows.length < points.length ? (
        <Text style={{ ...TEXT.small, marginTop: 4 }}>
          {DASHBOARD_PDF_TEXTS.latestDays(rows.length, points.length)}
        </Text>
      ) : null}
    </View>
  );
}

/** One point per day, the day's last snapshot, as on the dashboard (src/shared/charts/history.ts). */
export function HistorySection({ points: snapshots }: { points: DashboardData['historicalData'] }) {
  const { View, Text } = usePdfKit();
  const points = onePointPerDay(snapshots);
  return (
    <Section
      title={DASHBOARD_PDF_TEXTS.history}
      color={PILLAR_COLORS.market.main}
      keepWithNext={points.length ? HISTORY_HEIGHT : undefined}
    >
      {points.length === 0 ? (
        <Text style={TEXT.empty}>{DASHBOARD_PDF_TEXTS.noHistory}</Text>
      ) : (
        <View>
          <View wrap={false}>
            <HistoryChart points={points} />
            <PillarLegend />
          </View>
          <HistoryTable points={points} />
        </View>
      )}
    </Section>
  );
}

export function SessionsSection({ progress }: { progress: DashboardData['sessionProgress'] }) {
  const { View, Text } = usePdfKit();
  const percent = progress.total ? (100 * progress.completed) / progress.total : 0;
  return (
    <Section
      title={DASHBOARD_PDF_TEXTS.progress}
      color={PILLAR_COLORS.execution.main}
      keepWithNext={170}
    >
      <View wrap={false}>
        <Text style={{ ...TEXT.label, marginBottom: 4 }}>
          {DASHBOARD_PDF_TEXTS.progressCount(progress.completed, progress.total)}
        </Text>
        <Meter percent={percent} color={PILLAR_COLORS.execution.main} height={6} />
        <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 10 }}>
          {progress.sessions.map((session, i) => (
            <View
              key={session.id}
              style={{
                width: '50%',
                paddingRight: i % 2 === 0 ? 6 : 0,
                paddingLeft: i % 2 === 1 ? 6 : 0,
              }}
            >
              <View
                style={{
                  flexDirection: 'row',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  paddingVertical: 6,
                  borderBottomWidth: 0.5,
                  borderBottomColor: COLORS.rule,
                }}
              >
                <Text style={{ flexShrink: 1 }}>
                  <Text style={{ fontWeight: 700, color: COLORS.muted }}>{`${session.id}  `}</Text>
                  {session.title}
                </Text>
                {session.completed ? (
                  <Badge
                    text={DASHBOARD_PDF_TEXTS.complete}
                    color={TONE_COLORS.green.main}
                    tint={TONE_COLORS.green.tint}
                  />
                ) : (
                  <Badge
                    text={DASHBOARD_PDF_TEXTS.pending}
                    color={COLORS.muted}
                    tint={COLORS.panel}
                  />
                )}
              </View>
            </View>
          ))}
        </View>
      </View>
    </Section>
  );
}
