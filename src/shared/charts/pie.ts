import { round1, textWidth } from './scale';

export interface PieInput {
  key: string;
  label: string;
  value: number;
}

export interface PieSlice extends PieInput {
  /** The slice's outline (a full circle when it is the only one). */
  path: string;
  /** Its label ('Product: 60%'), where it goes when the labels sit around the pie, and the line to it. */
  text: string;
  labelX: number;
  labelY: number;
  anchor: 'start' | 'end';
  leader: string;
}

export interface PieGeometry {
  width: number;
  height: number;
  cx: number;
  cy: number;
  r: number;
  /** False when the drawing is too narrow for labels around the pie: they go in a key below it. */
  labelsOutside: boolean;
  slices: PieSlice[];
}

const at = (cx: number, cy: number, r: number, angle: number): [number, number] => [
  round1(cx + r * Math.cos(angle)),
  round1(cy + r * Math.sin(angle)),
];

/**
 * 'Score Distribution': slices in proportion to the values, clockwise from 12 o'clock, each with
 * the label `text(slice)`. Zero values get no slice. The pie takes the room the labels leave.
 */
export function pieGeometry(
  inputs: PieInput[],
  width: number,
  opts: { fontSize: number; maxRadius: number; minRadius: number; text: (p: PieInput) => string },
): PieGeometry {
  const shown = inputs.filter((p) => p.value > 0);
  const total = shown.reduce((sum, p) => sum + p.value, 0);
  const widest = Math.max(0, ...shown.map((p) => textWidth(opts.text(p), opts.fontSize)));
  const reach = 14; // from the rim to the label's end of the leader line
  const outsideR = width / 2 - widest - reach - 6;
  const labelsOutside = outsideR >= opts.minRadius;
  const r = round1(Math.min(opts.maxRadius, labelsOutside ? outsideR : width / 2 - 4));
  const pad = labelsOutside ? reach + opts.fontSize * 1.2 : 4;
  const cx = width / 2;
  const cy = round1(pad + r);
  let start = -Math.PI / 2;
  const slices = shown.map((p) => {
    const sweep = (2 * Math.PI * p.value) / total;
    const end = start + sweep;
    const mid = start + sweep / 2;
    const [x0, y0] = at(cx, cy, r, start);
    const [x1, y1] = at(cx, cy, r, end);
    const path =
      shown.length === 1
        ? `M ${cx - r} ${cy} A ${r} ${r} 0 1 1 ${cx + r} ${cy} A ${r} ${r} 0 1 1 ${cx - r} ${cy} Z`
        : `M ${cx} ${cy} L ${x0} ${y0} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1} Z`;
    const [ex, ey] = at(cx, cy, r + reach, mid);
    const [sx, sy] = at(cx, cy, r, mid);
    const anchor: 'start' | 'end' = Math.cos(mid) >= 0 ? 'start' : 'end';
    const labelX = round1(ex + (anchor === 'start' ? 4 : -4));
    start = end;
    return {
      ...p,
      path,
      text: opts.text(p),
      labelX,
      labelY: round1(ey + opts.fontSize * 0.35),
      anchor,
      leader: `M ${sx} ${sy} L ${ex} ${ey}`,
    };
  });
  return { width, height: round1(cy + r + pad), cx, cy, r, labelsOutside, slices };
}
