import { ChevronDown, ChevronRight, Coins } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { ADMIN_TEXTS } from '@shared/admin-texts';
import type { AdminUser } from '@shared/contracts/admin';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useAdminUsers, useCreditHistory } from '../api/admin-api';
import { displayName, GrantCreditsDialog } from './grant-credits-dialog';

function CreditHistory({ userId }: { userId: string }) {
  const history = useCreditHistory(userId);
  if (history.isPending) return <p className="text-sm text-muted-foreground">Loading history...</p>;
  if (history.isError)
    return <p className="text-sm text-destructive">The history could not be loaded.</p>;
  if (history.data.length === 0)
    return <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.noHistory}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {history.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-3">
          <span
            className={
              entry.delta > 0 ? 'font-medium text-execution' : 'font-medium text-destructive'
            }
          >
            {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
          </span>
          <span>{entry.reason}</span>
          <span className="text-muted-foreground">{new Date(entry.at).toLocaleString()}</span>
          {entry.actorEmail ? (
            <span className="text-muted-foreground">by {entry.actorEmail}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** User Management (spec 2): every user with status, credits, join date and Grant Credits. */
export function UsersCard({ enabled }: { enabled: boolean }) {
  const users = useAdminUsers(enabled);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = users.data ?? [];
    return q ? all.filter((u) => `${displayName(u)} ${u.email}`.toLowerCase().includes(q)) : all;
  }, [users.data, filter]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>{ADMIN_TEXTS.usersTitle}</CardTitle>
        <Input
          className="w-full sm:w-64"
          aria-label={ADMIN_TEXTS.filterPlaceholder}
          placeholder={ADMIN_TEXTS.filterPlaceholder}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </CardHeader>
      {/* relative: the buttons' screen-reader text (absolutely placed) stays in the scroll box at 375 px. */}
      <CardContent className="relative overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-b text-xs text-muted-foreground uppercase">
            <tr>
              <th className="py-2 pr-3 font-medium">{ADMIN_TEXTS.columns.user}</th>
              <th className="py-2 pr-3 font-medium">{ADMIN_TEXTS.columns.email}</th>
              <th className="py-2 pr-3 font-medium">{ADMIN_TEXTS.columns.status}</th>
              <th className="py-2 pr-3 font-medium">{ADMIN_TEXTS.columns.credits}</th>
              <th className="py-2 pr-3 font-medium">{ADMIN_TEXTS.columns.joined}</th>
              <th className="py-2 font-medium">{ADMIN_TEXTS.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <tr>
                <td colSpan={6} className="py-6 text-center text-muted-foreground">
                  {ADMIN_TEXTS.loadingUsers}
                </td>
              </tr>
            ) : shown.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-6 text-center text-muted-foreground">
                  {ADMIN_TEXTS.noUsers}
                </td>
              </tr>
            ) : (
              shown.map((user) => (
                <Fragment key={user.id}>
                  <tr className="border-b last:border-0" data-testid="user-row">
                    <td className="py-2 pr-3">
                      <button
                        type="button"
                        className="flex items-center gap-1 rounded font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        aria-expanded={expanded === user.id}
                        onClick={() => setExpanded(expanded === user.id ? null : user.id)}
                      >
                        {expanded === user.id ? (
                          <ChevronDown className="size-4" aria-hidden="true" />
                        ) : (
                          <ChevronRight className="size-4" aria-hidden="true" />
                        )}
                        {displayName(user)}
                        <span className="sr-only">: {ADMIN_TEXTS.history}</span>
                      </button>
                    </td>
                    <td className="py-2 pr-3">{user.email}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={user.isAdmin === 1 ? 'default' : 'secondary'}>
                        {user.isAdmin === 1 ? ADMIN_TEXTS.adminBadge : ADMIN_TEXTS.userBadge}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3">
                      <Badge
                        variant={user.credits <= 0 ? 'destructive' : 'outline'}
                        className="tabular-nums"
                      >
                        {user.credits}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {new Date(user.createdAt).toLocaleDateString()}
                    </td>
                    <td className="py-2">
                      <Button size="sm" variant="outline" onClick={() => setSelected(user)}>
                        <Coins aria-hidden="true" />
                        {ADMIN_TEXTS.grantCredits}
                        <span className="sr-only"> to {user.email}</span>
                      </Button>
                    </td>
                  </tr>
                  {expanded === user.id ? (
                    <tr className="border-b bg-muted/40">
                      <td colSpan={6} className="px-3 py-3">
                        <p className="mb-1 text-xs font-semibold text-muted-foreground uppercase">
                          {ADMIN_TEXTS.history}
                        </p>
                        <CreditHistory userId={user.id} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </CardContent>
      <GrantCreditsDialog user={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
