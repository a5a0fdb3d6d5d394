import { Bot, ChevronDown, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { COACHING_TEXTS } from '@shared/coaching-texts';
import type { SharedView } from '@shared/contracts/sharing';
import { SESSION_TITLES, type SessionNumber } from '@shared/domain';
import { SHARED_VIEW_TEXTS } from '@shared/sharing-texts';
import { Card, CardContent } from '@client/components/ui/card';
import { formatSharedDate } from '../lib/format-date';

type SharedSession = SharedView['coaching'][number];

/**
 * The coaching sessions already written for the assessment, each folded under its title (the first
 * open). `cards` renders a session's six cards: the coaching feature's, composed by the screen.
 */
export function SharedCoaching({
  sessions,
  cards,
}: {
  sessions: SharedSession[];
  cards: (session: SharedSession) => ReactNode;
}) {
  if (sessions.length === 0) {
    return (
      <Card>
        <CardContent className="py-8 text-center text-sm text-muted-foreground">
          {SHARED_VIEW_TEXTS.noCoaching}
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {sessions.map((session, i) => (
        <details
          key={session.sessionNumber}
          open={i === 0}
          className="group rounded-xl border bg-card shadow-sm"
          data-testid={`shared-session-${session.sessionNumber}`}
        >
          <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-xl p-4 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold">
              {SHARED_VIEW_TEXTS.coachingSession(
                session.sessionNumber,
                SESSION_TITLES[session.sessionNumber as SessionNumber],
              )}
            </h3>
            <ChevronDown
              className="row-span-2 mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span>{SHARED_VIEW_TEXTS.writtenOn(formatSharedDate(session.createdAt))}</span>
              <span className="inline-flex items-center gap-1">
                <Bot className="size-3.5" aria-hidden="true" />
                {session.generatedBy === 'offline'
                  ? COACHING_TEXTS.writtenByOffline
                  : COACHING_TEXTS.writtenByModel(session.generatedBy)}
              </span>
              {session.stale ? (
                <span className="inline-flex items-center gap-1 text-yellow-800">
                  <History className="size-3.5" aria-hidden="true" />
                  {SHARED_VIEW_TEXTS.stale}
                </span>
              ) : null}
            </span>
          </summary>
          <div className="border-t p-3 sm:p-5">{cards(session)}</div>
        </details>
      ))}
    </div>
  );
}
