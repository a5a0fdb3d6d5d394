import { Download, LogOut } from 'lucide-react';
import { API, pathOf } from '@shared/contracts/routes';
import type { User } from '@shared/contracts/auth';
import { TEXTS } from '@shared/texts';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

function initials(user: User): string {
  const parts = [user.firstName, user.lastName].filter(Boolean) as string[];
  const letters = parts.length > 0 ? parts.map((p) => p[0]).join('') : (user.email[0] ?? '?');
  return letters.slice(0, 2).toUpperCase();
}

/**
 * The signed-in user's name and email, Download my data (a JSON file of everything they wrote:
 * /api/me/export) and Log out (navigates to /api/logout).
 */
export function UserMenu({ user }: { user: User }) {
  return (
    // Not modal: a modal menu hides the page (aria-hidden) while its focusable controls stay
    // reachable, which axe reports (aria-hidden-focus). Escape and a click outside still close it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-2 px-2">
          <span className="sr-only">Account menu for </span>
          {user.profileImageUrl ? (
            <img
              src={user.profileImageUrl}
              alt=""
              aria-hidden="true"
              className="size-7 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {initials(user)}
            </span>
          )}
          <span className="max-w-40 truncate text-sm max-sm:sr-only">{user.name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={pathOf(API.accountExport)} download>
            <Download aria-hidden="true" />
            {TEXTS.userMenu.exportData}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            window.location.href = pathOf(API.logout);
          }}
        >
          <LogOut aria-hidden="true" />
          {TEXTS.userMenu.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
