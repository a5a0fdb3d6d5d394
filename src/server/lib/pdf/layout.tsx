import type { ReactNode } from 'react';
import { usePdfKit } from './kit';
import { BRAND_BAR, COLORS, PAGE_STYLE, TEXT, type Style } from './theme';

export const NOT_ANSWERED = 'Not answered';

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

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 May 2025' (UTC, like the date in the file name). */
export function formatDate(date: Date | string): string {
  return DATE_FORMAT.format(typeof date === 'string' ? new Date(date) : date);
}

/** The user's full name, else their email. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

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
          <View key={fact.label} style={{ width: '33.3%', paddingRight: 10, marginBottom: 6 }}>
            <Text style={{ ...TEXT.small, fontSize: 7.5, textTransform: 'uppercase' }}>
              {fact.label}
            </Text>
            <Text style={{ fontSize: 9.5, color: COLORS.ink }}>{fact.value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function Footer({ meta }: { meta: DocumentMeta }) {
  const { View, Text } = usePdfKit();
  return (
    <View
      fixed
      style={{
        position: 'absolute',
        left: PAGE_STYLE.paddingHorizontal,
        right: PAGE_STYLE.paddingHorizontal,
        bottom: 26,
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        paddingTop: 6,
        borderTopWidth: 0.75,
        borderTopColor: COLORS.rule,
        fontSize: 7.5,
        color: COLORS.muted,
        lineHeight: 1.35,
      }}
    >
      <View style={{ flexShrink: 1, paddingRight: 16 }}>
        <Text>{`${meta.kind} · ${meta.title}`}</Text>
        <Text>{`${meta.preparedFor} · ${formatDate(meta.exportedAt)}`}</Text>
      </View>
      <Text
        style={{ flexShrink: 0 }}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
}

/** One A4 document: the title block, then the content flowing over as many pages as it needs. */
export function PdfDocument({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { Document, Page } = usePdfKit();
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
      <Page size="A4" style={PAGE_STYLE}>
        <TitleBlock meta={meta} />
        {children}
        <Footer meta={meta} />
      </Page>
    </Document>
  );
}

interface SectionProps {
  title: string;
  /** The colour of the marker beside the title. */
  color?: string;
  description?: string;
  /** Shown at the right of the title, e.g. a rating badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A top-level section: a title with a coloured marker, a rule, then its content. */
export function Section({ title, color = COLORS.ink, description, aside, children }: SectionProps) {
  const { View, Text } = usePdfKit();
  return (
    <View style={{ marginBottom: 18 }}>
      <View
        minPresenceAhead={60}
        style={{
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingBottom: 6,
          marginBottom: description ? 6 : 10,
          borderBottomWidth: 1,
          borderBottomColor: COLORS.rule,
        }}
      >
        <View style={{ flexDirection: 'row', alignItems: 'center', flexShrink: 1 }}>
          <View
            style={{ width: 4, height: 14, borderRadius: 1, backgroundColor: color, marginRight: 8 }}
          />
          <Text style={TEXT.h2}>{title}</Text>
        </View>
        {aside}
      </View>
      {description ? (
        <Text style={{ ...TEXT.small, marginBottom: 10 }}>{description}</Text>
      ) : null}
      {children}
    </View>
  );
}

/** A sub-heading inside a section (a loop, a coaching card's part). */
export function SubHeading({ children, color }: { children: string; color?: string }) {
  const { Text } = usePdfKit();
  return (
    <Text minPresenceAhead={40} style={{ ...TEXT.h3, color: color ?? COLORS.ink, marginBottom: 6 }}>
      {children}
    </Text>
  );
}

/** Free text as the user wrote it (line breaks kept), or 'Not answered'. */
export function Answer({ value, style }: { value: string | null | undefined; style?: Style }) {
  const { Text } = usePdfKit();
  if (isBlank(value)) return <Text style={{ ...TEXT.empty, ...style }}>{NOT_ANSWERED}</Text>;
  return <Text style={style ?? {}}>{value!.trim()}</Text>;
}

/** A question and its answer; the question never stays alone at the bottom of a page. */
export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const { View, Text } = usePdfKit();
  return (
    <View style={{ marginBottom: 10 }}>
      <Text minPresenceAhead={28} style={{ ...TEXT.label, marginBottom: 2 }}>
        {label}
      </Text>
      <Answer value={value} />
    </View>
  );
}

/** A small rounded label, e.g. '3/5 · Developing'. */
export function Badge({ text, color, tint }: { text: string; color: string; tint: string }) {
  const { Text } = usePdfKit();
  return (
    <Text
      style={{
        fontSize: 8.5,
        fontWeight: 700,
        color,
        backgroundColor: tint,
        borderRadius: 8,
        paddingVertical: 2,
        paddingHorizontal: 8,
      }}
    >
      {text}
    </Text>
  );
}

interface ListProps {
  items: readonly string[];
  /** 'number' for steps, 'box' for tasks to tick, 'bullet' otherwise. */
  marker?: 'bullet' | 'number' | 'box';
  color?: string;
  empty?: string;
}

/** A list whose items wrap under their own text, not under the marker. */
export function ItemList({ items, marker = 'bullet', color = COLORS.muted, empty }: ListProps) {
  const { View, Text } = usePdfKit();
  const shown = items.filter((item) => !isBlank(item));
  if (shown.length === 0) return <Text style={TEXT.empty}>{empty ?? NOT_ANSWERED}</Text>;
  return (
    <View>
      {shown.map((item, i) => (
        <View key={i} style={{ flexDirection: 'row', marginBottom: 4 }}>
          <View style={{ width: 18, flexShrink: 0, paddingTop: marker === 'box' ? 3 : 0 }}>
            {marker === 'box' ? (
              <View style={{ width: 7, height: 7, borderWidth: 0.9, borderColor: color }} />
            ) : (
              <Text style={{ color, fontWeight: 700 }}>
                {marker === 'number' ? `${i + 1}.` : '•'}
              </Text>
            )}
          </View>
          <Text style={{ flex: 1 }}>{item.trim()}</Text>
        </View>
      ))}
    </View>
  );
}

/** Label/value pairs in columns (the business context). */
export function FactGrid({ facts }: { facts: { label: string; value: string }[] }) {
  const { View, Text } = usePdfKit();
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {facts.map((fact) => (
        <View key={fact.label} style={{ width: '50%', paddingRight: 12, marginBottom: 8 }}>
          <Text style={{ ...TEXT.label, marginBottom: 1 }}>{fact.label}</Text>
          <Answer value={fact.value} />
        </View>
      ))}
    </View>
  );
}
