import { useMemo, useRef, useState } from 'react';
import { ADMIN_TEXTS } from '@shared/admin-texts';
import type { AdminUser } from '@shared/contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useAdminUsers } from '../api/admin-api';
import { displayName, GrantCreditsDialog } from './grant-credits-dialog';
import { UserCards, UserTable } from './user-rows';
import { useWide } from './use-wide';

/** User Management (spec 2): every user with status, credits, join date and Grant Credits. */
export function UsersCard({ enabled }: { enabled: boolean }) {
  const users = useAdminUsers(enabled);
  const wide = useWide();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  // The dialog has no trigger of its own: it hands the focus back to the button that opened it.
  const grantButton = useRef<HTMLElement | null>(null);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = users.data ?? [];
    return q ? all.filter((u) => `${displayName(u)} ${u.email}`.toLowerCase().includes(q)) : all;
  }, [users.data, filter]);

  const rows = {
    users: shown,
    expanded,
    onToggle: (id: string) => setExpanded(expanded === id ? null : id),
    onGrant: (user: AdminUser, trigger: HTMLElement) => {
      grantButton.current = trigger;
      setSelected(user);
    },
  };
  const empty = users.isPending ? ADMIN_TEXTS.loadingUsers : ADMIN_TEXTS.noUsers;
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
      <CardContent>
        {users.isPending || shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : wide ? (
          // relative: the buttons' screen-reader text (absolutely placed) stays in the scroll box.
          <div className="relative overflow-x-auto">
            <UserTable {...rows} />
          </div>
        ) : (
          <UserCards {...rows} />
        )}
      </CardContent>
      <GrantCreditsDialog
        user={selected}
        onClose={() => setSelected(null)}
        returnFocusTo={grantButton}
      />
    </Card>
  );
}
