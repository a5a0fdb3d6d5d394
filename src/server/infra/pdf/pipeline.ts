import type PDFKitDocument from 'pdfkit';
import type { ReactElement } from 'react';
import type { PdfKit } from './kit';

/**
 * react-pdf's own pipeline, run here step by step instead of through `renderToBuffer`: lay the
 * document out, then draw it with pdfkit. The one difference is how pages get 'Page n of m'.
 *
 * react-pdf prints page numbers only from a page `layout` or a `render` prop, and either makes it
 * paginate the whole document twice (the second time knowing the page count): about a quarter of
 * an export's time. Here the document paginates once. Its footer holds a <Canvas> marked as the
 * page number's slot (document.tsx); between layout and drawing, when the page count is known,
 * each page's slot is given the painter of its own label.
 */

/** A node of react-pdf's laid-out document: the fields read here. */
interface LaidNode {
  type: string;
  props?: Record<string, unknown>;
  children?: LaidNode[];
}

/** The prop that marks the <Canvas> in a page's footer where its number is painted. */
export const PAGE_NUMBER_SLOT_PROP = 'data-page-number-slot';

/** react-pdf's painter: pdfkit's drawing methods, each returning the painter. */
export interface Painter {
  font(src: unknown, size?: number): Painter;
  fillColor(color: string): Painter;
  text(text: string, x: number, y: number, options?: Record<string, unknown>): Painter;
}

export type Paint = (painter: Painter, width: number, height: number) => null;

/**
 * A copy of `node` in which the first slot (depth first) paints with `paint`; null when there is
 * none. Only the path to the slot is copied: a footer repeated on every page may be one object.
 */
export function withSlotPaint(node: LaidNode, paint: Paint): LaidNode | null {
  if (node.props?.[PAGE_NUMBER_SLOT_PROP] === true) {
    return { ...node, props: { ...node.props, paint } };
  }
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const painted = withSlotPaint(children[i]!, paint);
    if (painted) return { ...node, children: children.with(i, painted) };
  }
  return null;
}

interface Pipeline {
  layout: (document: unknown, fontStore: PdfKit['Font']) => Promise<LaidNode>;
  draw: (ctx: PDFKitDocument, document: LaidNode) => PDFKitDocument;
  PDFDocument: typeof PDFKitDocument;
}

let loading: Promise<Pipeline> | undefined;

/** The pipeline's packages, imported with the renderer on the first export (see kit.ts). */
export function loadPipeline(): Promise<Pipeline> {
  loading ??= Promise.all([
    import('@react-pdf/layout'),
    import('@react-pdf/render'),
    import('pdfkit'),
  ])
    .then(([layout, render, pdfkit]) => ({
      layout: layout.default as unknown as Pipeline['layout'],
      draw: render.default as unknown as Pipeline['draw'],
      PDFDocument: pdfkit.default,
    }))
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

/** How page numbers look: the footer's text style. */
export interface PageNumberStyle {
  /** The registered family whose regular face has the digits (fonts.ts). */
  fontFamily: string;
  fontSize: number;
  lineHeight: number;
  color: string;
}

/** The label printed on page `n` of `total`. */
export const pageNumberLabel = (n: number, total: number) => `Page ${n} of ${total}`;

/** The <Document>'s props that become the PDF's metadata, as react-pdf's renderToBuffer reads them. */
interface DocumentProps {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  language?: string;
  creationDate?: Date;
}

function collect(ctx: PDFKitDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    ctx.on('data', (chunk) => chunks.push(chunk));
    ctx.on('end', () => resolve(Buffer.concat(chunks)));
    ctx.on('error', reject);
  });
}

/**
 * The painter of `label` in a slot `height` high: right-aligned, on the baseline of the footer's
 * last line, as react-pdf sets a line (its top plus the font's ascent).
 */
function paintLabel(label: string, font: FontkitFace, style: PageNumberStyle): Paint {
  const lineBox = style.fontSize * style.lineHeight;
  const ascent = (font.ascent * style.fontSize) / font.unitsPerEm;
  return (painter, width, height) => {
    const textWidth = (font.layout(label).advanceWidth * style.fontSize) / font.unitsPerEm;
    painter
      .font(font, style.fontSize)
      .fillColor(style.color)
      .text(label, width - textWidth, height - lineBox + ascent, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
    return null;
  };
}

/** The fontkit font of a registered face: what react-pdf and pdfkit draw glyphs with. */
interface FontkitFace {
  ascent: number;
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
}

/**
 * Renders `element` (a <Document>) to PDF bytes with 'Page n of m' in every page's footer.
 */
export async function renderNumberedPdf(
  kit: PdfKit,
  element: ReactElement,
  numbers: PageNumberStyle,
): Promise<Buffer> {
  const { layout, draw, PDFDocument } = await loadPipeline();
  const instance = kit.pdf(element as Parameters<PdfKit['pdf']>[0]);
  const document = (instance.container as { document: { props?: DocumentProps } }).document;
  const props = document.props ?? {};
  const laid = await layout(document, kit.Font);
  const face = kit.Font.getFont({ fontFamily: numbers.fontFamily, fontWeight: 400 });
  if (!face) throw new Error(`font family ${numbers.fontFamily} has no regular face`);
  await face.load();
  const font = face.data as unknown as FontkitFace;
  const pages = laid.children ?? [];
  // A page without a slot keeps its place in the count: react-pdf leaves out fixed nodes only on
  // a page it gives to one unsplittable item taller than a page, which the documents avoid.
  const numbered = pages.map((page, i) => {
    const label = pageNumberLabel(i + 1, pages.length);
    return withSlotPaint(page, paintLabel(label, font, numbers)) ?? page;
  });

  const info: Record<string, string | Date> = {};
  for (const [key, value] of Object.entries({
    Title: props.title,
    Author: props.author,
    Subject: props.subject,
    Keywords: props.keywords,
    Creator: props.creator,
    Producer: props.producer,
    CreationDate: props.creationDate,
  })) {
    if (value !== undefined) info[key] = value;
  }
  const ctx = new PDFDocument({
    compress: true,
    lang: props.language,
    displayTitle: true,
    autoFirstPage: false,
    info,
  });
  const bytes = collect(ctx);
  draw(ctx, { ...laid, children: numbered });
  return bytes;
}
