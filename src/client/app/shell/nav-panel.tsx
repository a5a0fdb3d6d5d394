import {
  CheckCircle2,
  ClipboardList,
  LayoutDashboard,
  Lock,
  PlayCircle,
  Shield,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { sessionProgressOf } from '@shared/session-availability';
import { TEXTS } from '@shared/texts';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import { useCoachingList } from '@client/features/coaching/api/use-coaching-list';
import { useCredits } from '@client/features/credits/api/use-credits';
import { cn } from '@client/lib/utils';
import { useCurrentAssessment } from '../current-assessment';
import { CreditsBadge } from './credits-badge';
import { Logo } from '@client/components/logo';
import { RatingGuides } from '@client/components/rating-guide';

function sessionPath(id: number): string {
  return id === 1 ? '/assessment' : `/coaching/${id}`;
}

function activeSession(location: string): number | undefined {
  if (location === '/' || location.startsWith('/assessment')) return 1;
  const match = /^\/coaching\/([2-7])$/.exec(location);
  return match ? Number(match[1]) : undefined;
}

function NavButton({
  href,
  icon,
  label,
  active,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  active: boolean;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4',
        active
          ? 'bg-primary text-primary-foreground'
          : 'hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {icon}
      {label}
    </Link>
  );
}

/** The navigation panel (spec 2): screens, the seven sessions with their states, credits, guides. */
export function NavPanel({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { currentId } = useCurrentAssessment();
  const credits = useCredits();
  const assessments = useAssessmentList();
  const coaching = useCoachingList();

  const current = assessments.data?.find((a) => a.id === currentId);
  // The coaching screen reads the same rule, so an open entry never says 'Session Not Available'.
  const progress = sessionProgressOf(current, assessments.data ?? [], coaching.data ?? []);
  const active = activeSession(location);

  return (
    <nav
      aria-label="Main"
      className="flex flex-col gap-6 p-4"
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onNavigate?.();
      }}
    >
      <div className="flex items-center justify-between gap-2 px-3">
        <Link href="/" className="rounded-md">
          <Logo />
        </Link>
        <CreditsBadge />
      </div>

      <div className="space-y-1">
        <NavButton
          href="/dashboard"
          icon={<LayoutDashboard />}
          label={TEXTS.nav.dashboard}
          active={location === '/dashboard'}
        />
        <NavButton
          href="/assessment"
          icon={<ClipboardList />}
          label={TEXTS.nav.assessment}
          active={location === '/' || location.startsWith('/assessment')}
        />
        {credits.data?.isAdmin ? (
          <NavButton
            href="/admin"
            icon={<Shield />}
            label={TEXTS.nav.admin}
            active={location === '/admin'}
          />
        ) : null}
      </div>

      <section aria-labelledby="sessions-title" className="space-y-2">
        <div className="space-y-0.5 px-3">
          <h2
            id="sessions-title"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {TEXTS.nav.coachingSessions}
          </h2>
          <p className="text-xs font-medium text-primary" data-testid="sessions-counter">
            {progress.completed > 0
              ? TEXTS.nav.sessionsComplete(progress.completed)
              : TEXTS.nav.startWithAssessment}
          </p>
        </div>
        <ol className="space-y-1">
          {progress.sessions.map((s) => {
            const isCurrent = active === s.id;
            const disabled = s.id !== 1 && !progress.unlocked;
            // Spec 2: a check mark when done, the current one highlighted, a lock-style icon for
            // the others (open or not: whether it opens is the entry's own disabled state).
            const icon = s.completed ? (
              <CheckCircle2 className="size-4 shrink-0 text-execution" aria-label="Complete" />
            ) : isCurrent && !disabled ? (
              <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            );
            const body = (
              <>
                <span className="w-4 shrink-0 text-xs font-semibold tabular-nums">{s.id}</span>
                <span className="flex-1 leading-snug">{s.title}</span>
                {disabled ? <span className="sr-only">(locked)</span> : null}
                {icon}
              </>
            );
            const base = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm';
            return (
              <li key={s.id}>
                {disabled ? (
                  <button
                    type="button"
                    disabled
                    className={cn(base, 'cursor-not-allowed opacity-50')}
                  >
                    {body}
                  </button>
                ) : (
                  <Link
                    href={sessionPath(s.id)}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      base,
                      'transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      isCurrent
                        ? 'bg-accent font-semibold text-accent-foreground ring-1 ring-primary/40'
                        : 'hover:bg-accent',
                    )}
                  >
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
        {progress.completed === 0 ? (
          <p className="px-3 text-xs text-muted-foreground">{TEXTS.nav.unlockHint}</p>
        ) : null}
      </section>

      <RatingGuides />
    </nav>
  );
}
