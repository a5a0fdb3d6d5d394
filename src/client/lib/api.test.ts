import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@shared/contracts/routes';
import { ApiError, call, callOrNullOn401, queryKey, request } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(res: Response | (() => Response)) {
  const fetchMock = vi.fn(async () => (typeof res === 'function' ? res() : res));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ID = '0b7d8d0e-4d55-4ac5-9b8e-0c1f5f0f6a01';

describe('the API transport', () => {
  it('raises "<status>: <text>" for a non-success response', async () => {
    stubFetch(new Response('{"message":"No credits"}', { status: 402 }));
    const err = await call(API.createAssessment, { body: { name: 'A' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('402: {"message":"No credits"}');
    expect((err as ApiError).serverMessage).toBe('No credits');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(call(API.credits)).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with credentials only when a body is given', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    await call(API.grantCredits, { body: { userId: ID, amount: 2 } });
    await request(API.removeAccessGroup, { params: { groupName: 'Founders' } });
    await call(API.credits);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]).toEqual([
      '/api/admin/grant-credits',
      {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: `{"userId":"${ID}","amount":2}`,
      },
    ]);
    expect(calls[1]).toEqual([
      '/api/admin/access-groups/Founders',
      { method: 'DELETE', credentials: 'include', headers: {}, body: null },
    ]);
    expect(calls[2]).toEqual([
      '/api/credits',
      { method: 'GET', credentials: 'include', headers: {}, body: null },
    ]);
  });

  it("builds the URL from the route's pattern, parameters and query", async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    await request(API.removeAccessGroup, { params: { groupName: 'Founders & Friends/2' } });
    await call(API.coachingSession, { params: { sessionId: 3 }, query: { assessmentId: ID } });
    await call(API.coachingList, { query: { assessmentId: undefined } });
    await call(API.compare, { params: { id: ID }, query: { with: 'a b' } });
    expect(fetchMock.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual([
      '/api/admin/access-groups/Founders%20%26%20Friends%2F2',
      `/api/coach/3?assessmentId=${ID}`,
      '/api/coach/all',
      `/api/assessments/${ID}/compare?with=a%20b`,
    ]);
  });

  it('answers the parsed JSON', async () => {
    stubFetch(new Response('{"credits":3,"isAdmin":false}', { status: 200 }));
    await expect(call(API.credits)).resolves.toEqual({ credits: 3, isAdmin: false });
  });

  it('passes fetch options on (keepalive, credentials left out)', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    await request(
      API.saveAssessment,
      { params: { id: ID }, body: { formState: {} as never, version: 1 } },
      { keepalive: true },
    );
    await call(API.sharedView, { params: { token: 't' } }, { credentials: 'omit' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(calls[1]![1]).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it('reads a 401 as null when asked to', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(callOrNullOn401(API.currentUser)).resolves.toBeNull();
    stubFetch(new Response('{"message":"Forbidden"}', { status: 403 }));
    await expect(callOrNullOn401(API.currentUser)).rejects.toThrow('403: {"message":"Forbidden"}');
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(call(API.currentUser)).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('the types of a call', () => {
  it('come from the table', () => {
    const neverRun = () => {
      // @ts-expect-error a file is downloaded by its URL, not called
      void call(API.exportAssessment, { query: { assessmentId: ID } });
      // @ts-expect-error the :id must be given
      void call(API.assessment);
      // @ts-expect-error the body is the route's
      void call(API.createAssessment, { body: { title: 'A' } });
      // @ts-expect-error a route that takes no body gets none
      void request(API.credits, { body: {} });
      // @ts-expect-error the query is the route's
      void call(API.dashboard, { query: { id: ID } });
    };
    expect(neverRun).toBeTypeOf('function');
  });
});

describe('query keys', () => {
  it('are the pattern without its parameters, then the parts given', () => {
    expect(queryKey(API.assessmentList)).toEqual(['/api/assessments/list']);
    expect(queryKey(API.assessment, ID)).toEqual(['/api/assessments', ID]);
    expect(queryKey(API.compare, ID, { snapshot: 's' })).toEqual([
      '/api/assessments/compare',
      ID,
      { snapshot: 's' },
    ]);
    expect(queryKey(API.coachingSession, 2, ID)).toEqual(['/api/coach', 2, ID]);
    expect(queryKey(API.sessionTasks, ID)).toEqual(['/api/coach/tasks', ID]);
    expect(queryKey(API.dashboard, ID)).toEqual(['/api/dashboard', ID]);
    expect(queryKey(API.benchmark, ID)).toEqual(['/api/benchmark', ID]);
  });
});
