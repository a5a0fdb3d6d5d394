import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { fitRadar, radarGeometry } from '@shared/charts/radar';
import { PILLAR_LABELS } from '@shared/domain';
import { cn } from '@client/lib/utils';
import { PILLAR_FILL } from './colors';
import { scoresSentence } from './format';
import { useWidth } from './use-width';

const LABELS = { fontSize: 13, lineHeight: 17, gap: 6 } as const;
const MAX_RADIUS = 120;

/** 'Three Pillars Analysis' (spec 2): the scores on three axes from 0 to 100, with their values. */
export function PillarsRadar({ scores }: { scores: DashboardData['assessmentScores'] }) {
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const layout = fitRadar(width, LABELS, MAX_RADIUS);
  const g = radarGeometry(scores, layout, LABELS);
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={`${DASHBOARD_TEXTS.radarTitle}, 0 to 100: ${scoresSentence(scores)}`}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="mx-auto block overflow-visible"
        data-testid="radar-chart"
      >
        {g.rings.map((ring) => (
          <polygon
            key={ring.value}
            points={ring.points}
            className={ring.value === 100 ? 'fill-muted stroke-border' : 'fill-none stroke-border'}
          />
        ))}
        {g.spokes.map((s) => (
          <line key={s.pillar} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} className="stroke-border" />
        ))}
        {g.ticks.map((t) => (
          // A halo in the card's colour keeps the number legible where a line crosses it.
          <text
            key={t.value}
            x={t.x}
            y={t.y}
            fontSize={10}
            className="fill-muted-foreground stroke-card"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {t.value}
          </text>
        ))}
        <polygon
          points={g.area}
          className="fill-product/20 stroke-product"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {g.dots.map((d) => (
          <circle
            key={d.pillar}
            cx={d.x}
            cy={d.y}
            r={4.5}
            className={cn(PILLAR_FILL[d.pillar], 'stroke-card')}
            strokeWidth={1.5}
          >
            <title>{`${PILLAR_LABELS[d.pillar]}: ${d.score}%`}</title>
          </circle>
        ))}
        {g.labels.map((l) => (
          <g key={l.pillar} textAnchor="middle" data-testid="radar-label">
            <text
              x={l.x}
              y={l.nameY}
              fontSize={LABELS.fontSize}
              fontWeight={600}
              className={PILLAR_FILL[l.pillar]}
            >
              {l.text}
            </text>
            <text x={l.x} y={l.valueY} fontSize={LABELS.fontSize} className="fill-foreground">
              {l.value}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
