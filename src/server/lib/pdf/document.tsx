import type { ReactNode } from 'react';
import type { PageLayoutProps } from '@react-pdf/renderer';
import { formatDate } from './format';
import { useFontStack, usePdfKit, type PdfKit } from './kit';
import { BRAND_BAR, COLORS, CONTENT_STYLE, PAGE_STYLE, TEXT } from './theme';

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
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 6 }}>
        <Text style={TEXT.eyebrow}>Pillars</Text>
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
 * The chrome of every page: the content region, then a footer with the title, the user, the date
 * and 'Page n of m'. Page layouts run during pagination, outside React: no hooks, so the
 * renderer's components come as an argument.
 */
function pageLayout(kit: PdfKit, meta: DocumentMeta) {
  const { View, Text } = kit;
  const footerText = { fontSize: 7.5, lineHeight: 1.4, color: COLORS.muted };
  const source = `${meta.kind} · ${meta.title}\n${meta.preparedFor} · ${formatDate(meta.exportedAt)}`;
  return function PageLayout({ children, pageNumber, totalPages }: PageLayoutProps) {
    return (
      <>
        <View style={{ ...CONTENT_STYLE, flexGrow: 1, flexShrink: 1 }}>{children}</View>
        <View
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            marginTop: 12,
            paddingTop: 6,
            borderTopWidth: 0.75,
            borderTopColor: COLORS.rule,
          }}
        >
          <Text style={{ ...footerText, flexShrink: 1, paddingRight: 16 }}>{source}</Text>
          <Text style={{ ...footerText, flexShrink: 0 }}>
            {`Page ${pageNumber ?? 1} of ${totalPages ?? pageNumber ?? 1}`}
          </Text>
        </View>
      </>
    );
  };
}

/** One A4 document: the title block, then the content flowing over as many pages as it needs. */
export function PdfDocument({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const kit = usePdfKit();
  const fontStack = useFontStack();
  const { Document, Page } = kit;
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
      {/* `layout` opts into react-pdf's new pagination, which measures the content once. */}
      <Page
        size="A4"
        style={{ ...PAGE_STYLE, fontFamily: fontStack }}
        layout={pageLayout(kit, meta)}
      >
        <TitleBlock meta={meta} />
        {children}
      </Page>
    </Document>
  );
}
