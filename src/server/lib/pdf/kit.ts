import { createRequire } from 'node:module';
import { createContext, useContext } from 'react';
import type * as ReactPdf from '@react-pdf/renderer';

/** The @react-pdf/renderer module: its components, `Font` and `renderToBuffer`. */
export type PdfKit = typeof ReactPdf;

/**
 * The family stack every text uses. Fontsource splits Noto Sans by script: the 'latin' file has
 * ASCII and Latin-1 (é ü ñ), 'latin-ext' has Latin Extended-A and -B (Ł ğ ő ș) but no ASCII, so
 * react-pdf's font substitution picks the first family of the stack that has each letter.
 */
export const FONT_STACK = [
  'NotoSans',
  'NotoSansLatinExt',
  'NotoSansCyrillic',
  'NotoSansGreek',
  'NotoSansVietnamese',
];

const SUBSETS = {
  NotoSans: 'latin',
  NotoSansLatinExt: 'latin-ext',
  NotoSansCyrillic: 'cyrillic',
  NotoSansGreek: 'greek',
  NotoSansVietnamese: 'vietnamese',
} as const;

/** Words longer than this are cut into pieces so that a line can break inside them. */
const LONG_WORD = 24;
const PIECE = 12;

// Resolved through Node's resolver (not a path relative to this file), so it works both from src
// and from the esbuild bundle in dist/server, which keeps node_modules external.
const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: 400 | 700, style: 'normal' | 'italic') =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`);

function registerFonts(kit: PdfKit): PdfKit {
  // The renderer's font store outlives this module when a test runner reloads it.
  if (kit.Font.getRegisteredFontFamilies().includes(FONT_STACK[0]!)) return kit;
  for (const [family, subset] of Object.entries(SUBSETS)) {
    kit.Font.register({
      family,
      fonts: [
        { src: fontFile(subset, 400, 'normal'), fontWeight: 400 },
        { src: fontFile(subset, 400, 'italic'), fontWeight: 400, fontStyle: 'italic' },
        { src: fontFile(subset, 700, 'normal'), fontWeight: 700 },
        { src: fontFile(subset, 700, 'italic'), fontWeight: 700, fontStyle: 'italic' },
      ],
    });
  }
  // No English hyphenation (answers are in any language, and a clean word copies and searches
  // well); only a very long token (a URL, a pasted hash) may break, in pieces.
  kit.Font.registerHyphenationCallback((word) => {
    if (word.length <= LONG_WORD) return [word];
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += PIECE) pieces.push(word.slice(i, i + PIECE));
    return pieces;
  });
  return kit;
}

let loading: Promise<PdfKit> | undefined;

/**
 * The renderer, imported on the first export rather than at start-up: importing it takes about
 * 0.6 s, which the server's start and every test file would otherwise pay. A static import would
 * not do, because esbuild hoists the external imports of a lazily loaded file to the bundle's top.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('@react-pdf/renderer').then(registerFonts).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

const PdfKitContext = createContext<PdfKit | null>(null);
export const PdfKitProvider = PdfKitContext.Provider;

/** The renderer's components inside a document rendered by `renderPdf`. */
export function usePdfKit(): PdfKit {
  const kit = useContext(PdfKitContext);
  if (!kit) throw new Error('PDF components must be rendered through renderPdf()');
  return kit;
}
