import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachingSession } from '@shared/contracts/coaching';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { NO_ANSWERS_REASON } from '@shared/coaching-texts';
import { json, stubServer, type SentRequest } from '@client/test/server-stub';
import { coachingSessionQuery, NoAssessmentData, useCoachingSession } from './coaching-session';

const ID = '11111111-1111-4111-8111-111111111111';

const SESSION: CoachingSession = {
  coaching: {
    teach: 'Talk to customers.',
    recommendActions: ['Interview ten firms'],
    recommendLearning: ['The Mom Test'],
    metrics: ['Interviews a week'],
    risks: ['Building first'],
    microTasks: ['Write five questions'],
  },
  industryInference: { inferredIndustry: 'Construction', confidence: 0.4 },
  sessionNumber: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  generatedBy: 'offline',
  stale: false,
};

function withQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const ANSWERED = {
  formData: { ...emptyFormState(), product: { ...emptyFormState().product, problem: 'Invoices' } },
};

/** Nothing stored: the read is a 404; the assessment has answers; the POST generates. */
function nothingStored(req: SentRequest, assessment: unknown = ANSWERED) {
  if (req.url.startsWith('/api/assessments/')) return json(assessment);
  return req.method === 'GET'
    ? json({ message: 'No coaching stored for session 2 yet' }, 404)
    : json(SESSION);
}

const calls = (sent: SentRequest[]) => sent.map((r) => `${r.method} ${r.url}`);

afterEach(() => vi.unstubAllGlobals());

describe('the coaching session query', () => {
  it('only reads: with nothing stored its query function answers null after one GET, and writes nothing', async () => {
    const sent = stubServer((req) => nothingStored(req));
    const { queryClient } = withQueryClient();
    const stored = await queryClient.fetchQuery(coachingSessionQuery(2, ID));
    expect(stored).toBeNull();
    expect(calls(sent)).toEqual([`GET /api/coach/2?assessmentId=${ID}`]);
  });
});

describe('useCoachingSession', () => {
  it('with nothing stored: one GET, the assessment read, then one POST that has the server infer and generate', async () => {
    const sent = stubServer((req) => nothingStored(req));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID), { wrapper });
    await waitFor(() => expect(result.current.session.data).toEqual(SESSION));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls(sent)).toEqual([
      `GET /api/coach/2?assessmentId=${ID}`,
      `GET /api/assessments/${ID}`,
      'POST /api/coach',
    ]);
    // No industry sent and no inference asked for: the server decides it.
    expect(sent[2]!.body).toEqual({ sessionId: 2, assessmentId: ID, regenerate: false });
  });

  it('with a stored session: one GET, no POST and no AI call', async () => {
    const sent = stubServer(() => json(SESSION));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID), { wrapper });
    await waitFor(() => expect(result.current.session.data).toEqual(SESSION));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls(sent)).toEqual([`GET /api/coach/2?assessmentId=${ID}`]);
  });

  it('when the list shows none stored: the session read is skipped', async () => {
    const sent = stubServer((req) => nothingStored(req));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID, false), { wrapper });
    await waitFor(() => expect(result.current.session.data).toEqual(SESSION));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls(sent)).toEqual([`GET /api/assessments/${ID}`, 'POST /api/coach']);
  });

  it("an assessment with no answers reads as NoAssessmentData ('Session Not Available'), with no POST", async () => {
    const sent = stubServer((req) => nothingStored(req, { formData: emptyFormState() }));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID, false), { wrapper });
    await waitFor(() => expect(result.current.session.error).toBeInstanceOf(NoAssessmentData));
    expect(calls(sent)).toEqual([`GET /api/assessments/${ID}`]);
  });

  it("the server's no-answers 400 reads as NoAssessmentData too", async () => {
    stubServer((req) =>
      req.method === 'POST'
        ? json({ message: 'Please complete Session 1 first', reason: NO_ANSWERS_REASON }, 400)
        : nothingStored(req),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID), { wrapper });
    await waitFor(() => expect(result.current.session.error).toBeInstanceOf(NoAssessmentData));
  });

  it("a failed generation keeps the spec's 'AI coaching failed' error, and a retry loads again", async () => {
    let fail = true;
    const sent = stubServer((req) => {
      if (req.method === 'GET') return nothingStored(req);
      return fail ? json({ message: 'the coach could not answer' }, 502) : json(SESSION);
    });
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID), { wrapper });
    await waitFor(() => expect(result.current.session.error).toBeTruthy());
    expect(result.current.session.error!.message).toBe(
      'AI coaching failed: 502: {"message":"the coach could not answer"}',
    );
    fail = false;
    result.current.session.retry();
    await waitFor(() => expect(result.current.session.data).toEqual(SESSION));
    expect(calls(sent).filter((c) => c === 'POST /api/coach')).toHaveLength(2);
  });

  it('regenerate is one POST with regenerate: true and replaces the shown session', async () => {
    const fresh = { ...SESSION, coaching: { ...SESSION.coaching, teach: 'New lesson.' } };
    const sent = stubServer((req) => (req.method === 'GET' ? json(SESSION) : json(fresh)));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCoachingSession(2, ID), { wrapper });
    await waitFor(() => expect(result.current.session.data).toEqual(SESSION));
    result.current.regenerate.mutate();
    await waitFor(() => expect(result.current.session.data).toEqual(fresh));
    expect(sent.slice(1)).toEqual([
      {
        method: 'POST',
        url: '/api/coach',
        body: { sessionId: 2, assessmentId: ID, regenerate: true },
      },
    ]);
  });
});
