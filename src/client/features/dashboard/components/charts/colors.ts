import type { Pillar } from '@shared/domain';

/** Pillar colours (spec 9, the theme's --product, --market, --execution) as SVG classes. */
export const PILLAR_FILL: Record<Pillar, string> = {
  product: 'fill-product',
  market: 'fill-market',
  execution: 'fill-execution',
};

export const PILLAR_STROKE: Record<Pillar, string> = {
  product: 'stroke-product',
  market: 'stroke-market',
  execution: 'stroke-execution',
};

export const PILLAR_BG: Record<Pillar, string> = {
  product: 'bg-product',
  market: 'bg-market',
  execution: 'bg-execution',
};
