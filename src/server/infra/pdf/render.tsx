import type { ComponentType } from 'react';
import { FONT_STACK, fontStackFor } from './fonts';
import { loadPdfKit, PdfEnvProvider } from './kit';
import { renderNumberedPdf } from './pipeline';
import { FOOTER_TEXT } from './theme';

/**
 * Every string in NFC: the embedded fonts place no combining accents (see fonts.ts), so an 'é'
 * typed as 'e' + U+0301 must become the one precomposed letter.
 */
function precomposed<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(precomposed) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, precomposed(v)])) as T;
  }
  return value;
}

/**
 * Renders `Document` (a component whose root is a <Document> built from this kit: document.tsx,
 * blocks.tsx) to PDF bytes; `input` is all the text it shows that is not the app's own, given to
 * it in NFC. The documents themselves live with their domain (modules/export/pdf).
 */
export async function renderPdf<I>(
  Document: ComponentType<{ input: I }>,
  input: I,
): Promise<Buffer> {
  const text = precomposed(input);
  const kit = await loadPdfKit();
  const env = { kit, fontStack: fontStackFor(kit, JSON.stringify(text)) };
  // The provider renders nothing itself: the <Document> inside is the root react-pdf sees.
  const root = (
    <PdfEnvProvider value={env}>
      <Document input={text} />
    </PdfEnvProvider>
  );
  return renderNumberedPdf(kit, root, { ...FOOTER_TEXT, fontFamily: FONT_STACK[0]! });
}
