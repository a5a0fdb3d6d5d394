// The Pillars mark: three pillars of different heights on a violet tile. Defined once here and
// drawn by the app (components/logo.tsx), the favicon (public/favicon.svg, checked against
// logoSvg() by a test), the server's sign-in pages and the PDFs.

export const LOGO = {
  size: 32,
  viewBox: '0 0 32 32',
  tile: { rx: 8, fill: '#6a34cf' },
  pillars: {
    d: 'M9 24V12M16 24V8M23 24V14',
    stroke: '#ffffff',
    strokeWidth: 3.5,
    strokeLinecap: 'round',
  },
} as const;

/** The mark as SVG markup: decorative (aria-hidden) unless given a title. */
export function logoSvg(opts: { size?: number; title?: string } = {}): string {
  const size = opts.size ? ` width="${opts.size}" height="${opts.size}"` : '';
  const a11y = opts.title
    ? ` role="img" aria-label="${opts.title.replace(/[&<>"]/g, '')}"`
    : ' aria-hidden="true" focusable="false"';
  const { tile, pillars } = LOGO;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO.viewBox}"${size}${a11y}>` +
    `<rect width="${LOGO.size}" height="${LOGO.size}" rx="${tile.rx}" fill="${tile.fill}"/>` +
    `<path d="${pillars.d}" stroke="${pillars.stroke}" stroke-width="${pillars.strokeWidth}" stroke-linecap="${pillars.strokeLinecap}" fill="none"/>` +
    `</svg>`
  );
}
