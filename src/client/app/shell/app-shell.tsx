import { Menu } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { User } from '@shared/contracts/auth';
import { SkipLink } from '@client/components/layout/skip-link';
import { Logo } from '@client/components/logo';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/sheet';
import { NavPanel } from './nav-panel';
import { UserMenu } from './user-menu';

/** Signed-in layout: the navigation panel beside the screen (a slide-in panel below 1024 px). */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Closing the drawer by following a link to another page: that page's heading takes the focus,
  // not the drawer's trigger (see use-page-heading.ts).
  const openedAt = useRef('');
  return (
    <>
      <SkipLink />
      <div className="min-h-screen lg:grid lg:grid-cols-[18rem_1fr]">
        <aside className="hidden border-r bg-card lg:sticky lg:top-0 lg:block lg:h-screen lg:overflow-y-auto">
          <NavPanel />
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b bg-card/90 px-3 backdrop-blur sm:px-4">
            <div className="flex items-center gap-2">
              <Sheet
                open={open}
                onOpenChange={(next) => {
                  if (next) openedAt.current = window.location.pathname;
                  setOpen(next);
                }}
              >
                <SheetTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="lg:hidden"
                    aria-label="Open navigation"
                  >
                    <Menu className="size-5" aria-hidden="true" />
                  </Button>
                </SheetTrigger>
                <SheetContent
                  onCloseAutoFocus={(e) => {
                    if (window.location.pathname !== openedAt.current) e.preventDefault();
                  }}
                >
                  <SheetTitle className="sr-only">Navigation</SheetTitle>
                  <SheetDescription className="sr-only">
                    Screens and coaching sessions
                  </SheetDescription>
                  <NavPanel onNavigate={() => setOpen(false)} />
                </SheetContent>
              </Sheet>
              <Logo className="text-base lg:hidden" markClassName="size-7" />
            </div>
            <UserMenu user={user} />
          </header>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
