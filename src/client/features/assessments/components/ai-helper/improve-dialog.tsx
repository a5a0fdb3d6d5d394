import { useState } from 'react';
import { AI_HELPER_TEXTS } from '@shared/form-fields';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

export interface ImproveOption {
  style: string;
  text: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on close: the dialog has no trigger of its own to return to. */
  onCloseAutoFocus?: (event: Event) => void;
  fieldLabel: string;
  options: ImproveOption[];
  rationale: string;
  onApply: (text: string) => void;
}

/** Choose one rewrite; applying replaces the text (spec 4). */
export function ImproveDialog({
  open,
  onOpenChange,
  fieldLabel,
  options,
  rationale,
  onApply,
  onCloseAutoFocus,
}: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const close = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{AI_HELPER_TEXTS.improveTitle}</DialogTitle>
          <DialogDescription>{fieldLabel}</DialogDescription>
        </DialogHeader>
        {rationale ? <p className="text-sm text-muted-foreground">{rationale}</p> : null}
        <div role="radiogroup" aria-label="Rewrites" className="space-y-2">
          {options.map((option, i) => (
            <label
              key={i}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="improvement"
                className="mt-1 size-4 accent-[var(--primary)]"
                checked={chosen === i}
                onChange={() => setChosen(i)}
              />
              <span className="space-y-1">
                <Badge variant="secondary">{option.style}</Badge>
                <span className="block whitespace-pre-wrap">{option.text}</span>
              </span>
            </label>
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => close(false)}>
            {AI_HELPER_TEXTS.cancel}
          </Button>
          <Button
            type="button"
            disabled={chosen === null}
            onClick={() => {
              const option = chosen === null ? undefined : options[chosen];
              if (option) onApply(option.text);
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
