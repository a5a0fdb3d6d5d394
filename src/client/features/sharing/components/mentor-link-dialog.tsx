import { Check, Copy, Link2, Loader2, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CreatedMentorLink } from '@shared/contracts/sharing';
import {
  MENTOR_LINK_EXPIRY_DAYS,
  SHARE_DIALOG_TEXTS as T,
  type MentorLinkExpiryDays,
} from '@shared/sharing-texts';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useCreateMentorLink, useMentorLinks, useRevokeMentorLink } from '../api/use-mentor-links';
import { MentorLinkList } from './mentor-link-list';

const failure = (title: string, err: unknown) =>
  toast({
    title,
    description: (err instanceof ApiError && err.serverMessage) || T.failedFallback,
    variant: 'destructive',
  });

/** The address of a link just created, shown this once, with Copy. */
function NewLink({ link }: { link: CreatedMentorLink }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      input.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div
      className="space-y-2 rounded-lg border border-green-200 bg-green-50/60 p-3"
      data-testid="new-mentor-link"
    >
      <Label htmlFor={id}>{T.newLinkLabel}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button type="button" onClick={() => void copy()} className="shrink-0">
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'yes' ? T.copied : T.copy}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {copied === 'failed' ? T.copyFailed : T.newLinkNote}
      </p>
    </div>
  );
}

/**
 * 'Share with a mentor' for one assessment (docs/decisions/033): create a read-only link valid
 * for 7, 30 or 90 days, copy it (shown once), and see and revoke the assessment's links.
 */
export function MentorLinkDialog({ assessment }: { assessment: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<MentorLinkExpiryDays>(30);
  const [created, setCreated] = useState<CreatedMentorLink | null>(null);
  const expiryId = useId();
  const links = useMentorLinks(assessment.id, open);
  const create = useCreateMentorLink(assessment.id);
  const revoke = useRevokeMentorLink(assessment.id);
  const atLimit = links.data?.remaining === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // The address is shown once: closing the dialog forgets it.
        if (!next) setCreated(null);
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label={T.open(assessment.name)}
          title={T.title}
        >
          <Share2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Link2 className="size-5 text-primary" aria-hidden="true" />
            {T.title}
          </DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {T.description(assessment.name)}
          </DialogDescription>
        </DialogHeader>

        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (create.isPending || atLimit) return;
            create.mutate(days, {
              onSuccess: setCreated,
              onError: (err) => failure(T.createFailed, err),
            });
          }}
        >
          <div className="flex-1 space-y-1.5">
            <Label htmlFor={expiryId}>{T.expiryLabel}</Label>
            <Select
              value={String(days)}
              onValueChange={(v) => setDays(Number(v) as MentorLinkExpiryDays)}
            >
              <SelectTrigger id={expiryId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MENTOR_LINK_EXPIRY_DAYS.map((d) => (
                  <SelectItem key={d} value={String(d)}>
                    {T.expiryOption(d)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={create.isPending || atLimit}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {create.isPending ? T.creating : T.create}
          </Button>
        </form>
        {atLimit ? <p className="text-sm text-muted-foreground">{T.atLimit}</p> : null}

        {created ? <NewLink link={created} /> : null}

        <section className="space-y-2" aria-labelledby={`${expiryId}-list`}>
          <h3 id={`${expiryId}-list`} className="text-sm font-semibold">
            {T.listTitle}
          </h3>
          {links.isPending ? (
            <p className="text-sm text-muted-foreground">{T.listLoading}</p>
          ) : links.error ? (
            <p className="text-sm text-destructive" role="alert">
              {T.listFailed}
            </p>
          ) : (
            <MentorLinkList
              links={links.data.links}
              onRevoke={(id) =>
                revoke.mutate(id, {
                  onSuccess: () => toast({ ...T.revoked }),
                  onError: (err) => failure(T.revokeFailed, err),
                })
              }
            />
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
