import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PdfKit } from './kit';

/**
 * The family stack every text uses. Fontsource splits Noto Sans by script: the 'latin' file has
 * ASCII and Latin-1 (é ü ñ), 'latin-ext' has Latin Extended-A and -B (Ł ğ ő ș) but no ASCII, so
 * react-pdf's font substitution takes each letter from the first family of the stack that has it.
 */
export const FONT_STACK = [
  'NotoSans',
  'NotoSansLatinExt',
  'NotoSansCyrillic',
  'NotoSansGreek',
  'NotoSansVietnamese',
];

const SUBSETS: Record<string, string> = {
  NotoSans: 'latin',
  NotoSansLatinExt: 'latin-ext',
  NotoSansCyrillic: 'cyrillic',
  NotoSansGreek: 'greek',
  NotoSansVietnamese: 'vietnamese',
};

const FACES = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
  { fontWeight: 700, fontStyle: 'normal' },
  { fontWeight: 700, fontStyle: 'italic' },
] as const;

/** Words longer than this are cut into pieces so that a line can break inside them. */
const LONG_WORD = 24;
const PIECE = 12;

// Resolved through Node's resolver (not a path relative to this file), so it works both from src
// and from the esbuild bundle in dist/server, which keeps node_modules external.
const require = createRequire(import.meta.url);

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * A WOFF font as the plain TrueType (sfnt) font it wraps. fontkit reads WOFF by inflating a table
 * on every access, that is, the whole `glyf` table once per glyph drawn: hundreds of milliseconds
 * per document. Unwrapped once at start, a document renders in a few milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const dataStart = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), dataStart);
  const out = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = dataStart;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

function fontSource(subset: string, weight: number, style: string): string {
  const file = require.resolve(
    `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`,
  );
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(file)).toString('base64')}`;
}

/** Registers Noto Sans (every subset of FONT_STACK, regular and bold, upright and italic). */
export function registerFonts(kit: PdfKit): void {
  // The renderer's font store outlives this module when a test runner reloads it.
  if (kit.Font.getRegisteredFontFamilies().includes(FONT_STACK[0]!)) return;
  for (const family of FONT_STACK) {
    const subset = SUBSETS[family]!;
    kit.Font.register({
      family,
      fonts: FACES.map((face) => ({
        ...face,
        src: fontSource(subset, face.fontWeight, face.fontStyle),
      })),
    });
  }
  // No English hyphenation (answers are in any language, and whole words copy and search well);
  // only a very long token (a URL, a pasted hash) may break, in pieces.
  kit.Font.registerHyphenationCallback((word) => {
    if (word.length <= LONG_WORD) return [word];
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += PIECE) pieces.push(word.slice(i, i + PIECE));
    return pieces;
  });
}
