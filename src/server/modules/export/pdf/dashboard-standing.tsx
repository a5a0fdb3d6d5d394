import {
  BENCHMARK_TEXTS,
  bucketLabel,
  bucketOf,
  positionSentence,
  SCORE_BUCKETS,
  SCORE_KEYS,
  SCORE_LABELS,
  type ScoreKey,
} from '@shared/benchmark';
import { defaultStanding, standingNotes } from '@shared/benchmark-view';
import type { Benchmark } from '@shared/contracts/benchmark';
import { Section } from '../../../infra/pdf/blocks';
import { usePdfKit } from '../../../infra/pdf/kit';
import { COLORS, PILLAR_COLORS, TEXT } from '../../../infra/pdf/theme';

const COLOR: Record<ScoreKey, string> = {
  overall: COLORS.ink,
  product: PILLAR_COLORS.product.main,
  market: PILLAR_COLORS.market.main,
  execution: PILLAR_COLORS.execution.main,
};

const BARS_HEIGHT = 34;

/** Five bars in the score's colour, the founder's range solid and the others pale. */
function Bars({ scoreKey, counts, you }: { scoreKey: ScoreKey; counts: number[]; you: number }) {
  const { View, Text } = usePdfKit();
  const tallest = Math.max(1, ...counts);
  return (
    <View style={{ flexDirection: 'row', alignItems: 'flex-end', height: BARS_HEIGHT + 10 }}>
      {SCORE_BUCKETS.map((bucket, i) => (
        <View key={bucket.min} style={{ width: 20, marginRight: 3, alignItems: 'center' }}>
          <View
            style={{
              width: 16,
              height: Math.max(1, (BARS_HEIGHT * (counts[i] ?? 0)) / tallest),
              backgroundColor: COLOR[scoreKey],
              opacity: i === you ? 1 : 0.3,
            }}
          />
          <Text style={{ fontSize: 6, color: COLORS.faint, marginTop: 2 }}>{bucket.min}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * 'Where you stand' (docs/decisions/034) at the end of the dashboard PDF: the group shown first on
 * screen (the founder's industry, else everyone), a row per score with its bars and its sentence.
 * A group under 10 founders prints only why nothing is shown.
 */
export function StandingSection({ standing }: { standing: Benchmark }) {
  const { View, Text } = usePdfKit();
  const { group, scope } = defaultStanding(standing);
  const notes = standingNotes(standing);
  return (
    <Section title={BENCHMARK_TEXTS.title} color={PILLAR_COLORS.market.main} keepWithNext={150}>
      <Text style={{ ...TEXT.small, marginBottom: 6 }}>{BENCHMARK_TEXTS.description}</Text>
      {notes.map((note) => (
        <Text key={note} style={{ ...TEXT.small, marginBottom: 4 }}>
          {note}
        </Text>
      ))}
      {group.shown ? (
        <View>
          {SCORE_KEYS.map((key) => {
            const position = group.position?.[key];
            const score = standing.scores[key];
            const counts = group.distributions[key];
            const total = counts.reduce((a, b) => a + b, 0);
            const shares = SCORE_BUCKETS.map(
              (b, i) =>
                `${bucketLabel(b)} ${total ? Math.round((100 * (counts[i] ?? 0)) / total) : 0}%`,
            ).join(' · ');
            return (
              <View
                key={key}
                wrap={false}
                style={{
                  flexDirection: 'row',
                  alignItems: 'center',
                  paddingVertical: 6,
                  borderBottomWidth: 0.5,
                  borderBottomColor: COLORS.rule,
                }}
              >
                <View style={{ width: 70 }}>
                  <Text style={{ ...TEXT.label, color: COLOR[key] }}>{SCORE_LABELS[key]}</Text>
                </View>
                <View style={{ width: 125 }}>
                  <Bars scoreKey={key} counts={counts} you={position ? bucketOf(score) : -1} />
                </View>
                <View style={{ flex: 1 }}>
                  <Text style={{ marginBottom: 2 }}>
                    {position
                      ? positionSentence(key, score, position, scope)
                      : group.position
                        ? `${SCORE_LABELS[key]} is not rated yet.`
                        : ''}
                  </Text>
                  <Text style={TEXT.small}>{shares}</Text>
                </View>
              </View>
            );
          })}
          <Text style={{ ...TEXT.small, marginTop: 6 }}>
            {BENCHMARK_TEXTS.basedOn(group.founders, scope)}
          </Text>
        </View>
      ) : (
        <Text>{BENCHMARK_TEXTS.notEnough(group.needed)}</Text>
      )}
    </Section>
  );
}
