import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PAGE_NUMBER_SLOT_PROP, pageNumberLabel, withSlotPaint, type Paint } from './pipeline';

const paint: Paint = () => null;

describe('withSlotPaint', () => {
  const slot = { type: 'CANVAS', props: { [PAGE_NUMBER_SLOT_PROP]: true, paint: () => null } };
  const text = { type: 'TEXT', props: {} };
  const footer = { type: 'VIEW', props: { fixed: true }, children: [text, slot] };
  const page = { type: 'PAGE', props: {}, children: [{ type: 'VIEW', props: {} }, footer] };

  it("gives the page's slot the painter, on a copy of the path to it", () => {
    const painted = withSlotPaint(page, paint)!;
    const paintedFooter = painted.children![1]!;
    expect(paintedFooter.children![1]!.props!.paint).toBe(paint);
    // Everything else is shared, and the original is untouched (a repeated footer may be one object).
    expect(painted.children![0]).toBe(page.children[0]);
    expect(paintedFooter.children![0]).toBe(text);
    expect(slot.props.paint).not.toBe(paint);
    expect(page.children[1]).toBe(footer);
  });

  it('gives two pages that share one footer a painter each', () => {
    const other: Paint = () => null;
    const first = withSlotPaint(page, paint)!;
    const second = withSlotPaint({ ...page }, other)!;
    expect(first.children![1]!.children![1]!.props!.paint).toBe(paint);
    expect(second.children![1]!.children![1]!.props!.paint).toBe(other);
  });

  it('answers null for a page without a slot', () => {
    expect(withSlotPaint({ type: 'PAGE', children: [text] }, paint)).toBeNull();
  });
});

describe('the pipeline', () => {
  it("labels pages 'Page n of m'", () => {
    expect(pageNumberLabel(3, 12)).toBe('Page 3 of 12');
  });

  it('uses the very copies of layout, render and pdfkit that @react-pdf/renderer uses', () => {
    // The laid-out tree, the font store and the pdfkit document pass between these packages, so a
    // second copy of any of them (another version in the lock file) would break the exports.
    const ours = createRequire(import.meta.url);
    const renderers = createRequire(ours.resolve('@react-pdf/renderer'));
    for (const pkg of ['@react-pdf/layout', '@react-pdf/render', 'pdfkit']) {
      expect(ours.resolve(pkg), pkg).toBe(renderers.resolve(pkg));
    }
  });
});
