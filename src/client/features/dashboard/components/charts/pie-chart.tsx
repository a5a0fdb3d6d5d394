import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { pieGeometry, type PieInput } from '@shared/charts/pie';
import { PILLAR_LABELS, PILLARS, type Pillar } from '@shared/domain';
import { cn } from '@client/lib/utils';
import { PILLAR_BG, PILLAR_FILL } from './colors';
import { scoresSentence } from './format';
import { useWidth } from './use-width';

const FONT_SIZE = 13;
/** The spec's labels: 'Name: N%'. */
const labelOf = (p: PieInput) => `${p.label}: ${p.value}%`;

/**
 * 'Score Distribution' (spec 2): a slice per rated pillar, labelled 'Name: N%' around the pie, or
 * in a key below it where the screen is too narrow for labels on both sides.
 */
export function ScorePie({ scores }: { scores: DashboardData['assessmentScores'] }) {
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const inputs = PILLARS.map((p) => ({ key: p, label: PILLAR_LABELS[p], value: scores[p] }));
  if (inputs.every((p) => p.value <= 0))
    return <p className="py-16 text-center text-sm text-muted-foreground">No ratings yet.</p>;
  const g = pieGeometry(inputs, width, {
    fontSize: FONT_SIZE,
    maxRadius: 110,
    minRadius: 72,
    text: labelOf,
  });
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={`${DASHBOARD_TEXTS.pieTitle}: ${scoresSentence(scores)}`}
        width={g.width}
        height={g.height}
        viewBox={`0 0 ${g.width} ${g.height}`}
        className="mx-auto block"
        data-testid="score-pie"
      >
        {g.slices.map((s) => (
          <path
            key={s.key}
            d={s.path}
            className={cn(PILLAR_FILL[s.key as Pillar], 'stroke-card')}
            strokeWidth={2}
          >
            <title>{s.text}</title>
          </path>
        ))}
        {g.labelsOutside
          ? g.slices.map((s) => (
              <g key={s.key}>
                <path d={s.leader} className="fill-none stroke-muted-foreground" />
                <text
                  x={s.labelX}
                  y={s.labelY}
                  textAnchor={s.anchor}
                  fontSize={FONT_SIZE}
                  className={PILLAR_FILL[s.key as Pillar]}
                >
                  {s.text}
                </text>
              </g>
            ))
          : null}
      </svg>
      {g.labelsOutside ? null : (
        <ul
          className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm"
          aria-hidden="true"
        >
          {g.slices.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-full', PILLAR_BG[s.key as Pillar])} />
              {s.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
