// Numbers every chart shares: scores run from 0 to 100, and points print with one decimal.

/** The score axis' marks (rings of the radar, grid lines of the history chart). */
export const SCORE_TICKS = [0, 20, 40, 60, 80, 100] as const;

export type XY = [number, number];

export const clampScore = (n: number): number => Math.max(0, Math.min(100, n));

/** One decimal: enough for a crisp line, short enough for the SVG and the PDF. */
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** An SVG `points` attribute ('x,y x,y ...'). */
export const pointList = (points: XY[]): string =>
  points.map(([x, y]) => `${round1(x)},${round1(y)}`).join(' ');

/**
 * A rough width of a text in a sans-serif font (0.6 em a character, a little more than most
 * letters take), for leaving room around labels without measuring them in a browser or a PDF.
 */
export const textWidth = (text: string, fontSize: number): number => text.length * fontSize * 0.6;
