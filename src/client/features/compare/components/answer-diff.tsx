import { useMemo, useState } from 'react';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import type { AnswerChangeDto } from '@shared/contracts/compare';
import { diffWords, foldUnchanged, type ShownPart } from '@shared/word-diff';
import { Button } from '@client/components/ui/button';

/**
 * A changed answer as one text: removed words struck through on red, added words on green. Screen
 * readers hear 'Removed: … (end of removed text)' and 'Added: …' around them, so the change never
 * rests on colour or a line alone. Long unchanged stretches are folded around the changes until the
 * reader asks for the whole answer.
 */
export function AnswerDiff({ change }: { change: AnswerChangeDto }) {
  const parts = useMemo(() => diffWords(change.before, change.after), [change]);
  const folded = useMemo(() => foldUnchanged(parts), [parts]);
  const [whole, setWhole] = useState(false);
  const canFold = folded.some((p) => p.op === 'folded');
  const shown: ShownPart[] = whole || !canFold ? parts : folded;
  return (
    <div className="space-y-2">
      <p
        className="text-sm leading-relaxed break-words whitespace-pre-wrap"
        data-testid="answer-diff"
      >
        {shown.map((part, i) => {
          if (part.op === 'equal') return <span key={i}>{part.text}</span>;
          if (part.op === 'folded')
            return (
              <span
                key={i}
                className="mx-1 inline-block rounded bg-muted px-1.5 text-xs text-muted-foreground"
              >
                … {COMPARE_TEXTS.folded(part.words)} …
              </span>
            );
          if (part.op === 'removed')
            return (
              <del
                key={i}
                className="mr-0.5 box-decoration-clone rounded-sm bg-red-50 px-0.5 text-red-800 decoration-red-700 decoration-2"
              >
                <span className="sr-only">{COMPARE_TEXTS.removed}</span>
                {part.text}
                <span className="sr-only">{COMPARE_TEXTS.endRemoved}</span>
              </del>
            );
          return (
            <ins
              key={i}
              className="box-decoration-clone rounded-sm bg-green-100 px-0.5 font-medium text-green-900 no-underline"
            >
              <span className="sr-only">{COMPARE_TEXTS.added}</span>
              {part.text}
              <span className="sr-only">{COMPARE_TEXTS.endAdded}</span>
            </ins>
          );
        })}
      </p>
      {canFold ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={whole}
          onClick={() => setWhole((w) => !w)}
        >
          {whole ? COMPARE_TEXTS.showChanges : COMPARE_TEXTS.showWhole}
        </Button>
      ) : null}
    </div>
  );
}
