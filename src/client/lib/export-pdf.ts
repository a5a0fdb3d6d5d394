import { useState } from 'react';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { toast } from '@client/components/ui/use-toast';
import { downloadFile, DownloadError } from './download';

export type ExportKind = 'assessment' | 'coaching' | 'dashboard';

const FALLBACK: Record<ExportKind, string> = {
  assessment: EXPORT_TOASTS.assessmentFallback,
  coaching: EXPORT_TOASTS.coachingFallback,
  dashboard: EXPORT_TOASTS.dashboardFallback,
};

/** Runs a PDF export with the spec's toasts for success and failure (section 8). */
export function useExportPdf(kind: ExportKind) {
  const [pending, setPending] = useState(false);
  const run = async (url: string, fallbackName: string) => {
    if (pending) return;
    setPending(true);
    try {
      await downloadFile(url, fallbackName);
      toast(kind === 'dashboard' ? EXPORT_TOASTS.dashboardSuccess : EXPORT_TOASTS.success);
    } catch (err) {
      const description = (err instanceof DownloadError && err.serverError) || FALLBACK[kind];
      toast({ title: EXPORT_TOASTS.failedTitle, description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
