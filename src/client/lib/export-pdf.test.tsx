import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { dismiss, useToasts } from '@client/components/ui/use-toast';
import { useExportPdf, type ExportKind } from './export-pdf';

afterEach(() => {
  act(() => dismiss());
  vi.unstubAllGlobals();
});

/** Runs one export of `kind` against a server that answers `res`; answers the toast shown. */
async function exportAgainst(kind: ExportKind, res: Response) {
  const fetch = vi.fn(async () => res);
  vi.stubGlobal('fetch', fetch);
  const toasts = renderHook(() => useToasts());
  const hook = renderHook(() => useExportPdf(kind));
  await act(() => hook.result.current.run('/api/export/x', 'x.pdf'));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(hook.result.current.pending).toBe(false);
  return toasts.result.current[0];
}

const busy = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', 'retry-after': '3' },
  });

describe('useExportPdf when the server is busy exporting (docs/decisions/025)', () => {
  it("shows 'Export failed' with the server's text for a 429 and a 503", async () => {
    const user = 'Your other PDF exports are still being made. Please try again in 3 seconds.';
    expect(await exportAgainst('assessment', busy(429, user))).toMatchObject({
      title: EXPORT_TOASTS.failedTitle,
      description: user,
      variant: 'destructive',
    });
    const server = 'Too many PDF exports are being made right now. Please try again in 3 seconds.';
    expect(await exportAgainst('dashboard', busy(503, server))).toMatchObject({
      title: EXPORT_TOASTS.failedTitle,
      description: server,
      variant: 'destructive',
    });
  });

  it("falls back to the spec's text when a 503 carries no error (a proxy's page)", async () => {
    const page = new Response('<html>Service Unavailable</html>', {
      status: 503,
      headers: { 'content-type': 'text/html' },
    });
    expect(await exportAgainst('coaching', page)).toMatchObject({
      title: EXPORT_TOASTS.failedTitle,
      description: EXPORT_TOASTS.coachingFallback,
    });
  });
});
