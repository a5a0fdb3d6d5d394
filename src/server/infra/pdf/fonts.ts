import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PdfKit } from './kit';

/**
 * The font families, in the order react-pdf tries them for each letter. Fontsource splits Noto
 * Sans by script: the 'latin' file has ASCII and Latin-1 (é ü ñ), 'latin-ext' has Latin
 * Extended-A and -B (Ł ğ ő ș) but no ASCII, and so on. A document uses the ones its text needs
 * (fontStackFor). Scripts outside these (CJK, Arabic, emoji) have no glyphs here.
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
 * OpenType layout tables left out of the embedded fonts. fontkit applies them in JavaScript to
 * every run of text (Noto Sans: kerning, mark positioning, fractions), which took about half of a
 * long document's render time; without them a glyph is its cmap entry and its advance width,
 * which is how most PDF writers set text. Lost: kerning pairs (barely visible at these sizes) and
 * placing combining accents, which is why render.tsx NFC-normalises texts (precomposed letters).
 */
const SKIPPED_TABLES = new Set(['GSUB', 'GPOS', 'GDEF']);
const NAME_TAG = 0x6e616d65; // 'name'
const tagName = (tag: number) =>
  String.fromCharCode(tag >>> 24, (tag >>> 16) & 255, (tag >>> 8) & 255, tag & 255);

/**
 * A minimal 'name' table (format 0, Windows Unicode English): family, subfamily, full and
 * PostScript name. Fontsource's subsets all call themselves 'NotoSans-Regular', and pdfkit tells
 * fonts apart by that name: with the originals, every run of text set in a second subset (a name
 * with 'Ł' in the footer) embedded that subset again, and each run compared the fonts' whole
 * name tables, license text included.
 */
export function nameTable(family: string, subfamily: string, postscriptName: string): Buffer {
  const names: [number, string][] = [
    [1, family],
    [2, subfamily],
    [4, `${family} ${subfamily}`],
    [6, postscriptName],
  ];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const header = 6 + names.length * 12;
  const out = Buffer.alloc(header + strings.reduce((sum, b) => sum + b.length, 0));
  out.writeUInt16BE(0, 0);
  out.writeUInt16BE(names.length, 2);
  out.writeUInt16BE(header, 4);
  let offset = 0;
  names.forEach(([nameId], i) => {
    const at = 6 + i * 12;
    out.writeUInt16BE(3, at); // Windows
    out.writeUInt16BE(1, at + 2); // Unicode BMP
    out.writeUInt16BE(0x409, at + 4); // English (US)
    out.writeUInt16BE(nameId, at + 6);
    out.writeUInt16BE(strings[i]!.length, at + 8);
    out.writeUInt16BE(offset, at + 10);
    strings[i]!.copy(out, header + offset);
    offset += strings[i]!.length;
  });
  return out;
}

/**
 * A WOFF font as the plain TrueType (sfnt) font it wraps, without SKIPPED_TABLES and with `name`
 * as its name table. fontkit reads WOFF by inflating a table on every access, that is, the whole
 * `glyf` table once per glyph drawn: hundreds of milliseconds per document. Unwrapped once, on
 * the first export, it is not.
 */
export function woffToSfnt(woff: Buffer, name?: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const tables = Array.from({ length: woff.readUInt16BE(12) }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const tag = woff.readUInt32BE(at);
    return {
      tag,
      checksum: woff.readUInt32BE(at + 16),
      data: name && tag === NAME_TAG ? name : compLength < origLength ? inflateSync(raw) : raw,
    };
  }).filter((t) => !SKIPPED_TABLES.has(tagName(t.tag)));
  const numTables = tables.length;
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

const SUBFAMILIES: Record<string, string> = {
  '400-normal': 'Regular',
  '400-italic': 'Italic',
  '700-normal': 'Bold',
  '700-italic': 'Bold Italic',
};

function fontSource(family: string, subset: string, weight: number, style: string): string {
  const file = require.resolve(
    `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`,
  );
  const subfamily = SUBFAMILIES[`${weight}-${style}`]!;
  const name = nameTable(family, subfamily, `${family}-${subfamily.replace(' ', '')}`);
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(file), name).toString('base64')}`;
}

/**
 * Registers Noto Sans (every subset of FONT_STACK, regular and bold, upright and italic) and
 * loads them, so that `fontStackFor` can look into them.
 */
export async function registerFonts(kit: PdfKit): Promise<void> {
  // The renderer's font store outlives this module when a test runner reloads it.
  if (!kit.Font.getRegisteredFontFamilies().includes(FONT_STACK[0]!)) addFonts(kit);
  const families = kit.Font.getRegisteredFonts();
  await Promise.all(FONT_STACK.flatMap((f) => families[f]!.sources.map((source) => source.load())));
}

function addFonts(kit: PdfKit): void {
  for (const family of FONT_STACK) {
    const subset = SUBSETS[family]!;
    kit.Font.register({
      family,
      fonts: FACES.map((face) => ({
        ...face,
        src: fontSource(family, subset, face.fontWeight, face.fontStyle),
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

/**
 * The families a document needs: Noto Sans (Latin) always, and each further subset only when the
 * text has a letter that the families before it lack. react-pdf looks up every character in the
 * whole stack, so a short stack makes long texts cheaper to lay out.
 */
export function fontStackFor(kit: PdfKit, text: string): string[] {
  const families = kit.Font.getRegisteredFonts();
  const faces = FONT_STACK.map((family) => families[family]?.sources[0]?.data);
  const needed = new Set<string>([FONT_STACK[0]!]);
  const checked = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || checked.has(code)) continue;
    checked.add(code);
    const index = faces.findIndex((face) => face?.hasGlyphForCodePoint(code));
    if (index > 0) needed.add(FONT_STACK[index]!);
  }
  return FONT_STACK.filter((family) => needed.has(family));
}
