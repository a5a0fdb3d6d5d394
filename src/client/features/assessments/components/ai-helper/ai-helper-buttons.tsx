import { Lightbulb, Loader2, Wand2 } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { useRef, useState } from 'react';
import type { SuggestResult } from '@shared/contracts/ai';
import { AI_HELPER_TEXTS } from '@shared/form-fields';
import { Button } from '@client/components/ui/button';
import { requestSuggestion } from '../../api/suggest';
import { trackAiRequest, useAiBusy } from '../../lib/ai-activity';
import { getAt, type FormStore } from '../../lib/form-store';
import { IdeasDialog } from './ideas-dialog';
import { ImproveDialog, type ImproveOption } from './improve-dialog';

interface Props {
  store: FormStore;
  fieldPath: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

function improveOptions(result: SuggestResult): ImproveOption[] {
  if (result.improvements.length > 0) return result.improvements;
  return result.improvedText
    ? [{ style: AI_HELPER_TEXTS.improvedFallbackStyle, text: result.improvedText }]
    : [];
}

const HELPER_BUTTON =
  'h-7 px-2 text-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent';

/**
 * The ideas and improve helpers of one text field (spec 2 and 4): idle, loading, then a dialog.
 * A failed request is only logged and ends the loading state.
 *
 * The two buttons are one toolbar, so a field costs two tab stops (the field, then its helpers;
 * arrow keys move between them) rather than three. A button that cannot act is marked
 * aria-disabled instead of disabled: it keeps the focus while its request runs, so the dialog
 * that opens returns the focus to it when it closes.
 */
export function AiHelperButtons({ store, fieldPath, label, value, maxLength, onChange }: Props) {
  const busy = useAiBusy();
  const [loading, setLoading] = useState<'get_ideas' | 'improve_text' | null>(null);
  const [ideas, setIdeas] = useState<SuggestResult | null>(null);
  const [improve, setImprove] = useState<SuggestResult | null>(null);
  const ideasButton = useRef<HTMLButtonElement>(null);
  const improveButton = useRef<HTMLButtonElement>(null);
  // The dialogs open without a trigger of their own, so on close the focus goes back by hand to
  // the helper that opened them (Radix would otherwise drop it on the page's body).
  const returnFocusToIdeas = (event: Event) => {
    event.preventDefault();
    ideasButton.current?.focus();
  };
  const returnFocusToImprove = (event: Event) => {
    event.preventDefault();
    improveButton.current?.focus();
  };

  const canImprove = value.trim() !== '';
  const run = async (intent: 'get_ideas' | 'improve_text') => {
    if (busy || (intent === 'improve_text' && !canImprove)) return;
    setLoading(intent);
    try {
      const result = await trackAiRequest(() =>
        requestSuggestion({ fieldPath, intent, formState: store.get() }),
      );
      if (intent === 'get_ideas') setIdeas(result);
      else setImprove(result);
    } catch (err) {
      console.warn(err instanceof Error ? err.message : err);
    } finally {
      setLoading(null);
    }
  };

  const options = improve ? improveOptions(improve) : [];
  return (
    <>
      <Toolbar.Root aria-label={AI_HELPER_TEXTS.toolbar} className="-ml-2 flex gap-1">
        <Toolbar.Button asChild>
          <Button
            ref={ideasButton}
            type="button"
            variant="ghost"
            size="sm"
            className={HELPER_BUTTON}
            aria-disabled={busy || undefined}
            onClick={() => void run('get_ideas')}
          >
            {loading === 'get_ideas' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Lightbulb aria-hidden="true" />
            )}
            {AI_HELPER_TEXTS.getIdeas}
            <span className="sr-only"> for {label}</span>
          </Button>
        </Toolbar.Button>
        <Toolbar.Button asChild>
          <Button
            ref={improveButton}
            type="button"
            variant="ghost"
            size="sm"
            className={HELPER_BUTTON}
            aria-disabled={busy || !canImprove || undefined}
            onClick={() => void run('improve_text')}
          >
            {loading === 'improve_text' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {AI_HELPER_TEXTS.improveText}
            <span className="sr-only"> of {label}</span>
          </Button>
        </Toolbar.Button>
      </Toolbar.Root>
      <IdeasDialog
        open={ideas !== null}
        onOpenChange={(open) => {
          if (!open) setIdeas(null);
        }}
        onCloseAutoFocus={returnFocusToIdeas}
        fieldLabel={label}
        ideas={ideas?.ideas ?? []}
        rationale={ideas?.rationale ?? ''}
        onApply={(chosen) => {
          const existing = String(getAt(store.get(), fieldPath.split('.')) ?? '');
          const added = chosen.join('\n\n');
          const next = existing.trim() ? `${existing.replace(/\s+$/, '')}\n\n${added}` : added;
          onChange(next.slice(0, maxLength));
        }}
      />
      <ImproveDialog
        open={improve !== null && options.length > 0}
        onOpenChange={(open) => {
          if (!open) setImprove(null);
        }}
        onCloseAutoFocus={returnFocusToImprove}
        fieldLabel={label}
        options={options}
        rationale={improve?.rationale ?? ''}
        onApply={(text) => onChange(text.slice(0, maxLength))}
      />
    </>
  );
}
