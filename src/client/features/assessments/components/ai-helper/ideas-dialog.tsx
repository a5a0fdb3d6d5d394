import { useState } from 'react';
import { AI_HELPER_TEXTS } from '@shared/form-fields';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on close: the dialog has no trigger of its own to return to. */
  onCloseAutoFocus?: (event: Event) => void;
  fieldLabel: string;
  ideas: string[];
  rationale: string;
  onApply: (chosen: string[]) => void;
}

/** Multi-select of ideas: select all, clear all; applying appends them to the text (spec 4). */
export function IdeasDialog({
  open,
  onOpenChange,
  fieldLabel,
  ideas,
  rationale,
  onApply,
  onCloseAutoFocus,
}: Props) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const close = (next: boolean) => {
    if (!next) setSelected(new Set()); // selections reset on close
    onOpenChange(next);
  };
  const toggle = (i: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{AI_HELPER_TEXTS.ideasTitle}</DialogTitle>
          <DialogDescription>{fieldLabel}</DialogDescription>
        </DialogHeader>
        {rationale ? <p className="text-sm text-muted-foreground">{rationale}</p> : null}
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setSelected(new Set(ideas.map((_, i) => i)))}
          >
            {AI_HELPER_TEXTS.selectAll}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set())}>
            {AI_HELPER_TEXTS.clearAll}
          </Button>
        </div>
        <ul className="space-y-2">
          {ideas.map((idea, i) => (
            <li key={i}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--primary)]"
                  checked={selected.has(i)}
                  onChange={() => toggle(i)}
                />
                <span>{idea}</span>
              </label>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => close(false)}>
            {AI_HELPER_TEXTS.cancel}
          </Button>
          <Button
            type="button"
            disabled={selected.size === 0}
            onClick={() => {
              onApply(ideas.filter((_, i) => selected.has(i)));
              close(false);
            }}
          >
            {AI_HELPER_TEXTS.applySelected}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
