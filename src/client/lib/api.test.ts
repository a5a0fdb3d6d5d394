import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(res: Response) {
  const fetchMock = vi.fn(async () => res);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the API transport', () => {
  it('raises "<status>: <text>" for a non-success response', async () => {
    stubFetch(new Response('{"message":"No credits"}', { status: 402 }));
    const err = await apiRequest('POST', '/api/x', { a: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('402: {"message":"No credits"}');
    expect((err as ApiError).serverMessage).toBe('No credits');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getJson('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with credentials only when a body is given', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/a', { b: 2 });
    await apiRequest('DELETE', '/api/c');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"b":2}',
    });
    expect(calls[1]![1]).toMatchObject({
      method: 'DELETE',
      credentials: 'include',
      headers: {},
      body: null,
    });
  });

  it('reads a 401 as null when asked to', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });
});
