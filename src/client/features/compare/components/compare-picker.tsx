import { useId } from 'react';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import type { SnapshotListItem } from '@shared/contracts/compare';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import type { CompareTarget } from '../api/use-comparison';
import { formatMoment } from './compare-view';

const valueOf = (target: CompareTarget | null) =>
  target === null ? undefined : 'snapshot' in target ? `s:${target.snapshot}` : `a:${target.with}`;

function targetOf(value: string): CompareTarget {
  return value.startsWith('s:') ? { snapshot: value.slice(2) } : { with: value.slice(2) };
}

/** A snapshot as the picker names it: when, its note, its overall score, and whether answers were kept. */
export function snapshotName(snapshot: SnapshotListItem): string {
  const parts = [
    formatMoment(snapshot.createdAt),
    snapshot.note || COMPARE_TEXTS.snapshotLabel,
    `${COMPARE_TEXTS.overall} ${snapshot.scores.overall}%`,
  ];
  const name = parts.join(' · ');
  return snapshot.hasAnswers ? name : `${name} (${COMPARE_TEXTS.scoresOnlyTag})`;
}

/** What to compare the assessment with: any of its snapshots, or another of the user's assessments. */
export function ComparePicker({
  snapshots,
  others,
  value,
  onChange,
}: {
  snapshots: readonly SnapshotListItem[];
  others: readonly AssessmentListItem[];
  value: CompareTarget | null;
  onChange: (target: CompareTarget) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor={id} className="shrink-0">
        {COMPARE_TEXTS.compareWith}
      </Label>
      <Select value={valueOf(value) ?? ''} onValueChange={(v) => onChange(targetOf(v))}>
        <SelectTrigger id={id} className="sm:max-w-xl" data-testid="compare-picker">
          <SelectValue placeholder={COMPARE_TEXTS.choose} />
        </SelectTrigger>
        <SelectContent>
          {snapshots.length > 0 ? (
            <SelectGroup>
              <SelectLabel>{COMPARE_TEXTS.snapshotsGroup}</SelectLabel>
              {snapshots.map((s) => (
                <SelectItem key={s.id} value={`s:${s.id}`}>
                  {snapshotName(s)}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : null}
          {others.length > 0 ? (
            <SelectGroup>
              <SelectLabel>{COMPARE_TEXTS.assessmentsGroup}</SelectLabel>
              {others.map((a) => (
                <SelectItem key={a.id} value={`a:${a.id}`}>
                  {a.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : null}
        </SelectContent>
      </Select>
    </div>
  );
}
