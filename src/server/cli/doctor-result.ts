// What one check of `npm run cli -- doctor` found.

export type CheckStatus = 'ok' | 'not configured' | 'failing';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
}

export const check = (name: string, status: CheckStatus, detail: string): CheckResult => ({
  name,
  status,
  detail,
});

/** The first line of an error's message, and the code of its cause when the message hides it. */
export function errorText(err: unknown): string {
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0]?.trim() ?? '';
  if (/\bE[A-Z]{3,}\b/.test(message)) return message;
  let cause: unknown = err;
  for (let depth = 0; depth < 4 && cause; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) {
      return `${message}: ${code}`;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return message || 'unknown error';
}
