import type { ReactNode } from 'react';
import { formatDate } from './format';
import { useFontStack, usePdfKit } from './kit';
import { PdfLogo } from './logo';
import { PAGE_NUMBER_SLOT_PROP } from './pipeline';
import { BRAND_BAR, COLORS, FOOTER, FOOTER_TEXT, PAGE_MARGIN, PAGE_STYLE, TEXT } from './theme';

/** What every export shows about itself: on the first page, and in the footer of every page. */
export interface DocumentMeta {
  /** The kind of document, e.g. 'Assessment Report'. */
  kind: string;
  title: string;
  /** The user's name, or their email when they have no name. */
  preparedFor: string;
  exportedAt: Date;
  /** Further facts for the first page, e.g. the assessment's status. */
  details?: { label: string; value: string }[];
  /** Colours of the thin bar above the title (the three pillars by default). */
  accent?: string[];
}

function BrandBar({ colors }: { colors: string[] }) {
  const { View } = usePdfKit();
  return (
    <View style={{ flexDirection: 'row', height: 4, width: 72, marginBottom: 14 }}>
      {colors.map((color, i) => (
        <View key={i} style={{ flexGrow: 1, backgroundColor: color }} />
      ))}
    </View>
  );
}

function TitleBlock({ meta }: { meta: DocumentMeta }) {
  const { View, Text } = usePdfKit();
  const facts = [
    { label: 'Prepared for', value: meta.preparedFor },
    { label: 'Exported', value: formatDate(meta.exportedAt) },
    ...(meta.details ?? []),
  ];
  return (
    <View style={{ marginBottom: 22 }}>
      <BrandBar colors={meta.accent ?? BRAND_BAR} />
      <View
        style={{
          flexDirection: 'row',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 8,
        }}
      >
        <View style={{ flexDirection: 'row', alignItems: 'center' }}>
          <PdfLogo size={14} />
          <Text style={{ ...TEXT.eyebrow, color: COLORS.ink, marginLeft: 5 }}>Pillars</Text>
        </View>
        <Text style={TEXT.eyebrow}>{meta.kind}</Text>
      </View>
      <Text style={TEXT.title}>{meta.title}</Text>
      <View
        style={{
          flexDirection: 'row',
          flexWrap: 'wrap',
          marginTop: 12,
          paddingTop: 10,
          borderTopWidth: 1,
          borderTopColor: COLORS.rule,
        }}
      >
        {facts.map((fact) => (
          <Text
            key={fact.label}
            style={{
              width: '33.3%',
              paddingRight: 10,
              marginBottom: 6,
              fontSize: 9.5,
              color: COLORS.ink,
            }}
          >
            <Text style={{ ...TEXT.small, fontSize: 7.5, textTransform: 'uppercase' }}>
              {`${fact.label}\n`}
            </Text>
            {fact.value}
          </Text>
        ))}
      </View>
    </View>
  );
}

/**
 * The footer of every page: the title, the user and the date at the left, and at the right the
 * slot where 'Page n of m' is painted once the page count is known (pipeline.ts). It sits in the
 * page's bottom padding, so it never covers content; each line is cut with an ellipsis rather than
 * wrapped, so it always has the same height (the full title is on the first page).
 */
function Footer({ meta }: { meta: DocumentMeta }) {
  const { View, Text, Canvas } = usePdfKit();
  const line = { ...FOOTER_TEXT, maxLines: 1, textOverflow: 'ellipsis' } as const;
  const slot = { [PAGE_NUMBER_SLOT_PROP]: true };
  return (
    <View
      fixed
      style={{
        position: 'absolute',
        left: PAGE_MARGIN.x,
        right: PAGE_MARGIN.x,
        bottom: PAGE_MARGIN.bottom,
        flexDirection: 'row',
        paddingTop: FOOTER.paddingTop,
        borderTopWidth: FOOTER.rule,
        borderTopColor: COLORS.rule,
      }}
    >
      <View style={{ flexGrow: 1, flexShrink: 1, paddingRight: 16 }}>
        <Text style={line}>{`${meta.kind} · ${meta.title}`}</Text>
        <Text style={line}>{`${meta.preparedFor} · ${formatDate(meta.exportedAt)}`}</Text>
      </View>
      {/* Painted once the page count is known (pipeline.ts). */}
      <Canvas
        {...slot}
        paint={() => null}
        style={{ width: FOOTER.pageNumberWidth, flexShrink: 0 }}
      />
    </View>
  );
}

/** One A4 document: the title block, then the content flowing over as many pages as it needs. */
export function PdfDocument({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { Document, Page } = usePdfKit();
  const fontStack = useFontStack();
  return (
    <Document
      title={`${meta.kind}: ${meta.title}`}
      author={meta.preparedFor}
      subject={meta.kind}
      creator="Pillars"
      producer="Pillars"
      language="en"
      creationDate={meta.exportedAt}
    >
      {/* react-pdf's new pagination, which measures the content once. */}
      <Page size="A4" style={{ ...PAGE_STYLE, fontFamily: fontStack }} experimentalPagination>
        {/* First: react-pdf repeats a fixed node from the page where it starts. */}
        <Footer meta={meta} />
        <TitleBlock meta={meta} />
        {children}
      </Page>
    </Document>
  );
}
