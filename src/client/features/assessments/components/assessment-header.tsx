import { Camera, CheckCircle2, CloudOff, Loader2, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { ASSESSMENT_TEXTS } from '@shared/form-fields';
import { Button } from '@client/components/ui/button';
import type { SaveStatus } from '../lib/editor/editor-meta';

function SaveState({ status, lastSavedAt }: { status: SaveStatus; lastSavedAt: string | null }) {
  const time = lastSavedAt
    ? new Date(lastSavedAt).toLocaleTimeString([], {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    : null;
  let icon: ReactNode = time ? (
    <CheckCircle2 className="size-3.5 text-execution" aria-hidden="true" />
  ) : (
    <Save className="size-3.5" aria-hidden="true" />
  );
  let text = time ? `Saved at ${time}` : 'Not saved yet';
  if (status === 'saving') {
    icon = <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />;
    text = 'Saving...';
  } else if (status === 'unsaved') {
    icon = <Save className="size-3.5" aria-hidden="true" />;
    text = time
      ? `Unsaved changes · last saved at ${time}`
      : 'Unsaved changes (kept in this browser)';
  } else if (status === 'error') {
    icon = <CloudOff className="size-3.5 text-destructive" aria-hidden="true" />;
    text = 'Not saved: kept in this browser, will retry';
  }
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-muted-foreground"
      role="status"
      data-testid="save-status"
    >
      {icon}
      {text}
    </p>
  );
}

interface Props {
  title: ReactNode;
  selector: ReactNode;
  /** The clear-coaching-cache control (it belongs to the coaching feature). */
  clearCache: ReactNode;
  status: SaveStatus;
  lastSavedAt: string | null;
  onSave: () => void;
  onTrack: () => void;
  busy: { save: boolean; track: boolean };
}

export function AssessmentHeader({
  title,
  selector,
  clearCache,
  status,
  lastSavedAt,
  onSave,
  onTrack,
  busy,
}: Props) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          {title}
          <SaveState status={status} lastSavedAt={lastSavedAt} />
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {/* The selector and the icon button stay on one line: alone, the icon wrapped onto a
              row of its own at 375 px. */}
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
            {selector}
            {clearCache}
          </div>
          <Button variant="outline" size="sm" onClick={onSave} disabled={busy.save}>
            <Save aria-hidden="true" />
            {ASSESSMENT_TEXTS.saveProgress}
          </Button>
          <Button variant="outline" size="sm" onClick={onTrack} disabled={busy.track}>
            <Camera aria-hidden="true" />
            {ASSESSMENT_TEXTS.trackProgress}
          </Button>
        </div>
      </div>
    </div>
  );
}
