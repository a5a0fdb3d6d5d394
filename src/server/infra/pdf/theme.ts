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

/** The page's margins: the footer sits `bottom` above the page's edge. */
export const PAGE_MARGIN = { top: 48, bottom: 26, x: 54 } as const;

/** The footer on every page (document.tsx): two lines of small text under a rule. */
export const FOOTER = {
  paddingTop: 6,
  rule: 0.75,
  /** Room at its right for 'Page 999 of 999'. */
  pageNumberWidth: 64,
  /** Between the content and the footer's rule. */
  gap: 12,
} as const;

export const FOOTER_TEXT = { fontSize: 7.5, lineHeight: 1.4, color: COLORS.muted } as const;

const FOOTER_HEIGHT =
  FOOTER.paddingTop + FOOTER.rule + 2 * FOOTER_TEXT.fontSize * FOOTER_TEXT.lineHeight;

/**
 * The page (its font families come from the document's text, see fontStackFor). The bottom
 * padding holds the footer, so the content stops above it on every page.
 */
export const PAGE_STYLE: Style = {
  fontSize: 10,
  lineHeight: 1.45,
  color: COLORS.body,
  paddingTop: PAGE_MARGIN.top,
  paddingBottom: PAGE_MARGIN.bottom + FOOTER_HEIGHT + FOOTER.gap,
  paddingHorizontal: PAGE_MARGIN.x,
};

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
