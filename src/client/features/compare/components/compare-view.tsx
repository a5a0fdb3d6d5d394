import { Info } from 'lucide-react';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import type { AnswerChangeDto, Comparison, CompareSide } from '@shared/contracts/compare';
import { PILLAR_LABELS, PILLARS, type Pillar } from '@shared/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { AnswerDiff } from './answer-diff';

/** A side's moment: a snapshot's date and time (a day may have several), an assessment's last save. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function SideHeading({ side, now }: { side: CompareSide; now?: boolean }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold break-words">
        {now ? `${COMPARE_TEXTS.current}: ${side.label}` : side.label}
      </span>
      <span className="text-xs font-normal text-muted-foreground">{formatMoment(side.date)}</span>
    </span>
  );
}

/** A score's change in points, said in words as well as colour. */
function Delta({ from, to }: { from: number; to: number }) {
  const delta = to - from;
  return (
    <span
      className={cn(
        'tabular-nums',
        delta > 0 && 'font-medium text-green-700',
        delta < 0 && 'font-medium text-red-700',
        delta === 0 && 'text-muted-foreground',
      )}
    >
      {delta === 0 ? COMPARE_TEXTS.noChange : COMPARE_TEXTS.points(delta)}
    </span>
  );
}

function RatingCell({ side, pillar }: { side: CompareSide; pillar: Pillar }) {
  const rating = side.ratings[pillar];
  return (
    <span className="flex flex-col">
      <span className="font-medium tabular-nums">
        {rating === null ? COMPARE_TEXTS.unrated : `${rating}/5`}
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">{side.scores[pillar]}%</span>
    </span>
  );
}

/** Ratings and scores side by side: the same scores the dashboard shows, with the change of each. */
export function ScoresTable({ comparison }: { comparison: Comparison }) {
  const { from, to } = comparison;
  const cell = 'px-2 py-2 text-left align-top sm:px-3';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{COMPARE_TEXTS.scoresTitle}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table
          className="w-full min-w-[18rem] border-collapse text-sm"
          data-testid="compare-scores"
        >
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                className={cn(cell, 'pl-0 sm:pl-0 font-medium text-muted-foreground')}
              >
                {COMPARE_TEXTS.pillar}
              </th>
              <th scope="col" className={cell}>
                <SideHeading side={from} />
              </th>
              <th scope="col" className={cell}>
                <SideHeading side={to} now />
              </th>
              <th
                scope="col"
                className={cn(cell, 'pr-0 sm:pr-0 font-medium text-muted-foreground')}
              >
                {COMPARE_TEXTS.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {PILLARS.map((pillar) => (
              <tr key={pillar} className="border-b" data-testid={`compare-row-${pillar}`}>
                <th scope="row" className={cn(cell, 'pl-0 sm:pl-0 font-medium')}>
                  {PILLAR_LABELS[pillar]}
                </th>
                <td className={cell}>
                  <RatingCell side={from} pillar={pillar} />
                </td>
                <td className={cell}>
                  <RatingCell side={to} pillar={pillar} />
                </td>
                <td className={cn(cell, 'pr-0 sm:pr-0')}>
                  <Delta from={from.scores[pillar]} to={to.scores[pillar]} />
                </td>
              </tr>
            ))}
            <tr data-testid="compare-row-overall">
              <th scope="row" className={cn(cell, 'pl-0 sm:pl-0 font-semibold')}>
                {COMPARE_TEXTS.overall}
              </th>
              <td className={cn(cell, 'font-semibold tabular-nums')}>{from.scores.overall}%</td>
              <td className={cn(cell, 'font-semibold tabular-nums')}>{to.scores.overall}%</td>
              <td className={cn(cell, 'pr-0 sm:pr-0')}>
                <Delta from={from.scores.overall} to={to.scores.overall} />
              </td>
            </tr>
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function ChangeItem({ change }: { change: AnswerChangeDto }) {
  const tag = !change.before
    ? COMPARE_TEXTS.wasEmpty
    : !change.after
      ? COMPARE_TEXTS.nowEmpty
      : null;
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="answer-change">
      <h4 className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium">
        {change.label}
        {tag ? <span className="text-xs font-normal text-muted-foreground">({tag})</span> : null}
      </h4>
      <AnswerDiff change={change} />
    </li>
  );
}

/** Each changed answer under its section, in the assessment screen's order. */
export function ChangedAnswers({ comparison }: { comparison: Comparison }) {
  const sections: { title: string; changes: AnswerChangeDto[] }[] = [];
  for (const change of comparison.changes) {
    const last = sections.at(-1);
    if (last?.title === change.section) last.changes.push(change);
    else sections.push({ title: change.section, changes: [change] });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{COMPARE_TEXTS.answersTitle}</CardTitle>
        {comparison.answersCompared ? (
          <p className="text-sm text-muted-foreground" data-testid="answers-count">
            {comparison.changes.length === 0
              ? COMPARE_TEXTS.noChanges
              : COMPARE_TEXTS.answersCount(comparison.changes.length)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-6">
        {!comparison.answersCompared ? (
          <p
            className="flex items-start gap-2 rounded-lg border bg-muted/50 p-4 text-sm"
            data-testid="scores-only"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {COMPARE_TEXTS.scoresOnly}
          </p>
        ) : comparison.changes.length > 0 ? (
          <>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span aria-hidden="true" className="flex gap-1.5">
                <del className="rounded-sm bg-red-50 px-1 text-red-800 decoration-2">
                  {COMPARE_TEXTS.sampleRemoved}
                </del>
                <ins className="rounded-sm bg-green-100 px-1 font-medium text-green-900 no-underline">
                  {COMPARE_TEXTS.sampleAdded}
                </ins>
              </span>
              {COMPARE_TEXTS.legend}
            </p>
            {sections.map((section) => (
              <section key={section.title} className="space-y-3" aria-label={section.title}>
                <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {section.title}
                </h3>
                <ul className="space-y-3">
                  {section.changes.map((change) => (
                    <ChangeItem key={change.path} change={change} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
