import { ChevronDown, ChevronRight, Coins } from 'lucide-react';
import { Fragment, type MouseEvent } from 'react';
import { ADMIN_TEXTS } from '@shared/admin-texts';
import type { AdminUser } from '@shared/contracts/admin';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { CreditHistory } from './credit-history';
import { displayName } from './grant-credits-dialog';

export interface UserRowsProps {
  users: AdminUser[];
  expanded: string | null;
  onToggle: (id: string) => void;
  /** Grant Credits pressed: the button, so that the dialog can hand the focus back to it. */
  onGrant: (user: AdminUser, trigger: HTMLElement) => void;
}

function HistoryToggle({
  user,
  expanded,
  onToggle,
}: { user: AdminUser } & Pick<UserRowsProps, 'expanded' | 'onToggle'>) {
  const open = expanded === user.id;
  return (
    <button
      type="button"
      className="flex items-center gap-1 rounded text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-expanded={open}
      onClick={() => onToggle(user.id)}
    >
      {open ? (
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      ) : (
        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
      )}
      {displayName(user)}
      <span className="sr-only">: {ADMIN_TEXTS.history}</span>
    </button>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant={user.isAdmin === 1 ? 'default' : 'secondary'}>
      {user.isAdmin === 1 ? ADMIN_TEXTS.adminBadge : ADMIN_TEXTS.userBadge}
    </Badge>
  );
}

function CreditsBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant={user.credits <= 0 ? 'destructive' : 'outline'} className="tabular-nums">
      {user.credits}
    </Badge>
  );
}

function GrantButton({
  user,
  onGrant,
  className,
}: {
  user: AdminUser;
  onGrant: UserRowsProps['onGrant'];
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      className={className}
      onClick={(e: MouseEvent<HTMLButtonElement>) => onGrant(user, e.currentTarget)}
    >
      <Coins aria-hidden="true" />
      {ADMIN_TEXTS.grantCredits}
      <span className="sr-only"> to {user.email}</span>
    </Button>
  );
}

function HistoryBlock({ user }: { user: AdminUser }) {
  return (
    <>
      <p className="mb-1 text-xs font-semibold text-muted-foreground uppercase">
        {ADMIN_TEXTS.history}
      </p>
      <CreditHistory userId={user.id} />
    </>
  );
}

const joined = (user: AdminUser) => new Date(user.createdAt).toLocaleDateString();

/** User Management as the spec's table (768 px and wider). */
export function UserTable({ users, expanded, onToggle, onGrant }: UserRowsProps) {
  const c = ADMIN_TEXTS.columns;
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b text-xs text-muted-foreground uppercase">
        <tr>
          {[c.user, c.email, c.status, c.credits, c.joined].map((title) => (
            <th key={title} className="py-2 pr-3 font-medium">
              {title}
            </th>
          ))}
          <th className="py-2 font-medium">{c.actions}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <Fragment key={user.id}>
            <tr className="border-b last:border-0" data-testid="user-row">
              <td className="py-2 pr-3">
                <HistoryToggle user={user} expanded={expanded} onToggle={onToggle} />
              </td>
              <td className="py-2 pr-3 break-all">{user.email}</td>
              <td className="py-2 pr-3">
                <StatusBadge user={user} />
              </td>
              <td className="py-2 pr-3">
                <CreditsBadge user={user} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{joined(user)}</td>
              <td className="py-2">
                <GrantButton user={user} onGrant={onGrant} />
              </td>
            </tr>
            {expanded === user.id ? (
              <tr className="border-b bg-muted/40">
                <td colSpan={6} className="px-3 py-3">
                  <HistoryBlock user={user} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/** User Management on a phone: a card per user with the same facts and actions. */
export function UserCards({ users, expanded, onToggle, onGrant }: UserRowsProps) {
  const c = ADMIN_TEXTS.columns;
  return (
    <ul className="space-y-3" aria-label={ADMIN_TEXTS.usersTitle}>
      {users.map((user) => (
        <li
          key={user.id}
          className="space-y-2 rounded-lg border p-3 text-sm"
          data-testid="user-row"
        >
          <div className="flex items-start justify-between gap-2">
            <HistoryToggle user={user} expanded={expanded} onToggle={onToggle} />
            <StatusBadge user={user} />
          </div>
          <p className="break-all text-muted-foreground">{user.email}</p>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
            <dt className="text-xs text-muted-foreground uppercase">{c.credits}</dt>
            <dd>
              <CreditsBadge user={user} />
            </dd>
            <dt className="text-xs text-muted-foreground uppercase">{c.joined}</dt>
            <dd>{joined(user)}</dd>
          </dl>
          <GrantButton user={user} onGrant={onGrant} className="w-full" />
          {expanded === user.id ? (
            <div className="rounded-md bg-muted/40 p-3">
              <HistoryBlock user={user} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
