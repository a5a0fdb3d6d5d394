/**
 * Downloads a file the server generates (the PDF exports). A failure raises an Error carrying the
 * server's `{error}` text when there is one (spec 7: 'error body has error').
 */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
  ) {
    super(serverError ?? `${status}`);
    this.name = 'DownloadError';
  }
}

function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    let serverError: string | undefined;
    try {
      const body = (await res.json()) as { error?: unknown; message?: unknown };
      const text = body.error ?? body.message;
      serverError = typeof text === 'string' ? text : undefined;
    } catch {
      serverError = undefined;
    }
    throw new DownloadError(res.status, serverError);
  }
  const blob = await res.blob();
  const name = fileNameOf(res, fallbackName);
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
