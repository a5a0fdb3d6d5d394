// Reading exported PDFs back in tests: their text per page, as a PDF reader extracts it.
import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';

export interface ParsedPdf {
  /** All pages' text, as pdf-parse joins it. */
  text: string;
  pages: string[];
  total: number;
}

export async function parsePdf(data: Uint8Array | ArrayBuffer): Promise<ParsedPdf> {
  const parser = new PDFParse({ data: new Uint8Array(data.slice(0)) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text), total: result.total };
  } finally {
    await parser.destroy();
  }
}

/** Text without any whitespace: wrapped lines compare equal to the text they came from. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/**
 * The pages' text without the footer every page repeats (its two lines: kind and title, then the
 * user, date and page number), so text that continues over a page break reads as one.
 */
export function bodyText(
  pdf: ParsedPdf,
  footer: { kind: string; title: string; preparedFor: string },
) {
  const titleLine = `${footer.kind} · ${footer.title}`;
  return pdf.pages
    .map((page) =>
      page
        .split('\n')
        .filter((line) => line.trim() !== titleLine && !line.startsWith(`${footer.preparedFor} · `))
        .join('\n'),
    )
    .join('\n');
}

export const TEST_EXPORTED_AT = new Date('2025-05-12T10:00:00Z');
export const TEST_PREPARED_FOR = 'Ada Lovelace';

/** Every page says 'Page n of m', m being the page count. */
export function expectPageNumbers(pdf: ParsedPdf) {
  expect(pdf.total).toBe(pdf.pages.length);
  pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.total}`));
}

/** Every page's footer names the document, the user and the export date. */
export function expectFooter(pdf: ParsedPdf, kind: string, title: string) {
  for (const page of pdf.pages) {
    expect(page).toContain(`${kind} · ${title}`);
    expect(page).toContain(`${TEST_PREPARED_FOR} · 12 May 2025`);
  }
}
