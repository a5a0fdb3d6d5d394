import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** The server at the network edge: `answer` decides each response; every request is recorded. */
export function stubServer(answer: (req: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const req = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(req);
    return answer(req);
  });
  return sent;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
