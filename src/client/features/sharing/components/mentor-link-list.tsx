import type { MentorLink } from '@shared/contracts/sharing';
import { SHARE_DIALOG_TEXTS as T } from '@shared/sharing-texts';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { formatSharedDate } from '../lib/format-date';

const STATUS_STYLE: Record<MentorLink['status'], string> = {
  active: 'border-green-200 bg-green-50 text-green-700',
  expired: 'text-muted-foreground',
  revoked: 'border-red-200 bg-red-50 text-red-700',
};

function LinkRow({ link, onRevoke }: { link: MentorLink; onRevoke: (id: string) => void }) {
  const created = formatSharedDate(link.createdAt);
  const until =
    link.status === 'revoked' && link.revokedAt
      ? T.revokedOn(formatSharedDate(link.revokedAt))
      : link.status === 'expired'
        ? T.expired(formatSharedDate(link.expiresAt))
        : T.expires(formatSharedDate(link.expiresAt));
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-3 rounded-lg border p-3',
        link.status !== 'active' && 'bg-muted/40',
      )}
      data-testid="mentor-link"
      data-status={link.status}
    >
      <div className="min-w-0 space-y-1 text-sm">
        <Badge variant="outline" className={STATUS_STYLE[link.status]}>
          {T.status[link.status]}
        </Badge>
        <p className="flex flex-wrap gap-x-2">
          <span className="whitespace-nowrap">{T.created(created)}</span>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">{until}</span>
        </p>
        <p className="text-muted-foreground">
          {link.lastViewedAt ? T.lastViewed(formatSharedDate(link.lastViewedAt)) : T.neverViewed}
        </p>
      </div>
      {link.status === 'active' ? (
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="shrink-0 text-destructive hover:text-destructive"
              aria-label={T.revokeLabel(created)}
            >
              {T.revoke}
            </Button>
          }
          title={T.revokeTitle}
          description={<p>{T.revokeBody}</p>}
          confirmLabel={T.revokeConfirm}
          cancelLabel={T.revokeCancel}
          onConfirm={() => onRevoke(link.id)}
        />
      ) : null}
    </li>
  );
}

/** An assessment's links, newest first, each with its dates, status and (while active) Revoke. */
export function MentorLinkList({
  links,
  onRevoke,
}: {
  links: MentorLink[];
  onRevoke: (id: string) => void;
}) {
  if (links.length === 0) return <p className="text-sm text-muted-foreground">{T.listEmpty}</p>;
  return (
    <ul className="space-y-2" aria-label={T.listTitle}>
      {links.map((link) => (
        <LinkRow key={link.id} link={link} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}
