import type { ReactNode } from 'react';
import { usePdfKit } from './kit';
import { COLORS, TEXT } from './theme';

export const NOT_ANSWERED = 'Not answered';

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

interface SectionProps {
  title: string;
  /** The colour of the marker beside the title. */
  color?: string;
  description?: string;
  /** Shown at the right of the title, e.g. a rating badge. */
  aside?: ReactNode;
  /** Points of content that must fit under the title on its page (more before an unsplittable chart). */
  keepWithNext?: number;
  children: ReactNode;
}

/**
 * A top-level section: a title with a coloured marker and a rule, then its content. The parts are
 * siblings in the page's flow, not children of a section box: react-pdf keeps a heading with what
 * follows (`minPresenceAhead`) only when the heading is not the first child of its container.
 */
export function Section({
  title,
  color = COLORS.ink,
  description,
  aside,
  keepWithNext = 64,
  children,
}: SectionProps) {
  const { View, Text } = usePdfKit();
  const heading = (
    <Text
      style={{
        ...TEXT.h2,
        flexShrink: 1,
        paddingLeft: 8,
        borderLeftWidth: 4,
        borderLeftColor: color,
      }}
    >
      {title}
    </Text>
  );
  return (
    <>
      <View
        minPresenceAhead={keepWithNext}
        style={{
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
          marginTop: 20,
          paddingBottom: 6,
          marginBottom: description ? 6 : 10,
          borderBottomWidth: 1,
          borderBottomColor: COLORS.rule,
        }}
      >
        {heading}
        {aside}
      </View>
      {description ? (
        <Text minPresenceAhead={48} style={{ ...TEXT.small, marginBottom: 10 }}>
          {description}
        </Text>
      ) : null}
      {children}
    </>
  );
}

/** A sub-heading inside a section (a loop), with an optional line under it; kept with what follows. */
export function SubHeading({
  title,
  description,
  color,
}: {
  title: string;
  description?: string;
  color?: string;
}) {
  const { Text } = usePdfKit();
  return (
    <>
      <Text
        minPresenceAhead={48}
        style={{
          ...TEXT.h3,
          color: color ?? COLORS.ink,
          marginTop: 4,
          marginBottom: description ? 1 : 6,
        }}
      >
        {title}
      </Text>
      {description ? (
        <Text minPresenceAhead={40} style={{ ...TEXT.small, marginBottom: 6 }}>
          {description}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A question and its answer as one paragraph: the question is its first line, so the paragraph's
 * orphan control keeps it from staying alone at the bottom of a page (and one text node per field
 * keeps long forms fast to lay out).
 */
export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const { Text } = usePdfKit();
  const blank = isBlank(value);
  return (
    <Text style={blank ? { ...TEXT.empty, marginBottom: 9 } : { marginBottom: 9 }}>
      <Text style={{ ...TEXT.label, fontStyle: 'normal' }}>{`${label}\n`}</Text>
      {blank ? NOT_ANSWERED : value!.trim()}
    </Text>
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

/** The room a list item's marker takes at its left. */
const MARKER_WIDTH = 18;

/** A list whose items wrap under their own text, not under the marker. */
export function ItemList({ items, marker = 'bullet', color = COLORS.muted, empty }: ListProps) {
  const { View, Text } = usePdfKit();
  const shown = items.filter((item) => !isBlank(item));
  if (shown.length === 0)
    return <Text style={{ ...TEXT.empty, marginBottom: 9 }}>{empty ?? NOT_ANSWERED}</Text>;
  // Rows are siblings in the flow (see Section), so a heading before the list stays with it. The
  // marker is placed in the row's left padding rather than beside the text in a flex row: react-pdf
  // cannot split a row across pages, and an item (a task of many lines) may be taller than a page.
  return (
    <>
      {shown.map((item, i) => (
        <View
          key={i}
          style={{ paddingLeft: MARKER_WIDTH, marginBottom: i === shown.length - 1 ? 9 : 4 }}
        >
          {marker === 'box' ? (
            <View
              style={{
                position: 'absolute',
                left: 0,
                top: 4,
                width: 7,
                height: 7,
                borderWidth: 0.9,
                borderColor: color,
              }}
            />
          ) : (
            <Text
              style={{
                position: 'absolute',
                left: 0,
                top: 0,
                width: MARKER_WIDTH,
                color,
                fontWeight: 700,
              }}
            >
              {marker === 'number' ? `${i + 1}.` : '•'}
            </Text>
          )}
          <Text>{item.trim()}</Text>
        </View>
      ))}
    </>
  );
}

/** Label/value pairs in columns (the business context). */
export function FactGrid({ facts }: { facts: { label: string; value: string }[] }) {
  const { View } = usePdfKit();
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {facts.map((fact) => (
        <View key={fact.label} style={{ width: '50%', paddingRight: 12 }}>
          <Field label={fact.label} value={fact.value} />
        </View>
      ))}
    </View>
  );
}
