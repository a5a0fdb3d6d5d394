import { Check, ChevronDown, FilePlus2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { ASSESSMENT_TEXTS, TOASTS } from '@shared/form-fields';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useCreateAssessment } from '../api/use-create-assessment';

interface Props {
  list: readonly AssessmentListItem[];
  currentId: string | undefined;
  onSelect: (id: string) => void;
  credits: { credits: number; isAdmin: boolean } | undefined;
}

/** Chooses among the user's named assessments and creates a new one (1 credit for members). */
export function AssessmentSelector({ list, currentId, onSelect, credits }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateAssessment();
  const inputId = useId();
  const current = list.find((a) => a.id === currentId);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    if (credits && !credits.isAdmin && credits.credits <= 0) {
      toast({ ...TOASTS.noCredits, variant: 'destructive' });
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (created) => {
        setName('');
        setOpen(false);
        onSelect(created.id);
        toast({ ...TOASTS.created, description: `"${created.name}" is ready.` });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({
          title: TOASTS.cannotCreate.title,
          description: message ?? TOASTS.cannotCreate.fallback,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" className="max-w-full min-w-0 justify-between gap-2 sm:w-64">
          <span className="truncate">
            <span className="sr-only">Choose assessment: </span>
            {current?.name ?? 'New assessment'}
          </span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-2">
        {list.length > 0 ? (
          <ul className="mb-2 max-h-64 space-y-0.5 overflow-y-auto" aria-label="Your assessments">
            {list.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className={cn(
                    'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    a.id === currentId && 'bg-accent',
                  )}
                  onClick={() => {
                    onSelect(a.id);
                    setOpen(false);
                  }}
                >
                  <Check
                    className={cn(
                      'size-4 shrink-0',
                      a.id === currentId ? 'opacity-100' : 'opacity-0',
                    )}
                    aria-hidden="true"
                  />
                  <span className="flex-1 truncate">{a.name}</span>
                  <Badge variant={a.completedAt ? 'default' : 'secondary'}>
                    {a.completedAt ? ASSESSMENT_TEXTS.completed : ASSESSMENT_TEXTS.inProgress}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          className="space-y-2 border-t pt-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="block px-1 text-xs font-medium text-muted-foreground">
            New assessment
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={name}
              maxLength={120}
              placeholder={ASSESSMENT_TEXTS.newNamePlaceholder}
              onChange={(e) => setName(e.target.value)}
            />
            <Button
              type="submit"
              size="icon"
              disabled={!name.trim() || create.isPending}
              aria-label="Create assessment"
            >
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FilePlus2 aria-hidden="true" />
              )}
            </Button>
          </div>
          {credits && !credits.isAdmin ? (
            <p className="px-1 text-xs text-muted-foreground">A new assessment costs 1 credit.</p>
          ) : null}
        </form>
      </PopoverContent>
    </Popover>
  );
}
