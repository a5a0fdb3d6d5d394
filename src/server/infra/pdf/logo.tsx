import { LOGO } from '@shared/logo';
import { usePdfKit } from './kit';

/** The Pillars mark (src/shared/logo.ts) as PDF vectors. */
export function PdfLogo({ size }: { size: number }) {
  const { Svg, Rect, Path } = usePdfKit();
  const { tile, pillars } = LOGO;
  return (
    <Svg width={size} height={size} viewBox={LOGO.viewBox}>
      <Rect width={LOGO.size} height={LOGO.size} rx={tile.rx} fill={tile.fill} />
      <Path
        d={pillars.d}
        stroke={pillars.stroke}
        strokeWidth={pillars.strokeWidth}
        strokeLinecap={pillars.strokeLinecap}
        fill="none"
      />
    </Svg>
  );
}
