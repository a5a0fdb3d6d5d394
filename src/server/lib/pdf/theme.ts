import type { Styles } from '@react-pdf/renderer';
import type { Pillar, ScoreTone } from '@shared/domain';

export type Style = Styles[string];

/** The app's palette (src/client/styles.css), as print colours. */
export const COLORS = {
  ink: '#111828',
  body: '#1f2937',
  muted: '#535b6c',
  faint: '#8a91a0',
  rule: '#e2e4e9',
  panel: '#f5f6f8',
  white: '#ffffff',
} as const;

/** Spec 9: product violet, market blue, execution green. */
export const PILLAR_COLORS: Record<Pillar, { main: string; tint: string }> = {
  product: { main: '#6a34cf', tint: '#f1ecfb' },
  market: { main: '#005ccc', tint: '#e8f1fc' },
  execution: { main: '#00793d', tint: '#e6f4ec' },
};

/** Spec 9: 80 or more green, 60 or more yellow, below 60 red (darker shades, for print). */
export const TONE_COLORS: Record<ScoreTone, { main: string; tint: string; label: string }> = {
  green: { main: '#15803d', tint: '#e7f5ec', label: 'Strong' },
  yellow: { main: '#b45309', tint: '#fdf3e1', label: 'Fair' },
  red: { main: '#b91c1c', tint: '#fcebeb', label: 'Needs work' },
};

export const BRAND_BAR = [
  PILLAR_COLORS.product.main,
  PILLAR_COLORS.market.main,
  PILLAR_COLORS.execution.main,
];

/** The page (its font families come from the document's text, see fontStackFor). */
export const PAGE_STYLE: Style = {
  fontSize: 10,
  color: COLORS.body,
  paddingTop: 48,
  paddingBottom: 26,
  paddingHorizontal: 54,
};

/** The page's content region (the footer sets its own). */
export const CONTENT_STYLE: Style = { fontSize: 10, lineHeight: 1.45 };

export const TEXT = {
  eyebrow: {
    fontSize: 8,
    fontWeight: 700,
    // No letterSpacing: text extraction (search, copy, screen readers) would read 'O V E R A L L'.
    textTransform: 'uppercase',
    color: COLORS.muted,
    lineHeight: 1.3,
  },
  title: { fontSize: 22, fontWeight: 700, color: COLORS.ink, lineHeight: 1.2 },
  h2: { fontSize: 14, fontWeight: 700, color: COLORS.ink, lineHeight: 1.25 },
  h3: { fontSize: 11.5, fontWeight: 700, color: COLORS.ink, lineHeight: 1.3 },
  label: { fontSize: 9, fontWeight: 700, color: COLORS.ink },
  small: { fontSize: 8.5, color: COLORS.muted, lineHeight: 1.4 },
  empty: { fontStyle: 'italic', color: COLORS.faint },
} as const satisfies Record<string, Style>;
