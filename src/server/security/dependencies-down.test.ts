// The mail server, Circle and the AI provider all down at once (each a closed port on 127.0.0.1):
// what needs them answers a clear error in the caller's format and logs the cause; everything
// else serves as usual. Each one alone is tested where it is used (auth.abuse.test.ts for SMTP,
// gate.test.ts and circle.test.ts for Circle, coaching.provider.test.ts for the AI provider).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from '../coach/engine';
import { createSmtpMailer } from '../infra/mail/mailer';
import { createCircleClient } from '../infra/membership/circle';
import { createMembershipGate } from '../infra/membership/gate';
import { createLoginLink } from '../modules/auth';
import { completableForm } from '../test/forms';
import { apiClient } from '../test/api';
import {
  continueLink,
  createTestApp,
  createUser,
  signIn,
  testEnv,
  type TestContext,
} from '../test/app';
import { freePort } from '../test/processes';
import { useTestDatabase } from '../test/use-test-app';

const t = useTestDatabase();
const DAY_MS = 24 * 60 * 60 * 1000;

let up: TestContext;
let closed: number;
const apps: TestContext[] = [];

/** An app whose mail server, Circle and AI provider refuse every connection. */
function downApp(clock?: () => Date): TestContext {
  const env = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${closed}/v1`,
    AI_MODEL: 'down-model',
    AI_API_KEY: 'test-key',
    MEMBERSHIP_PROVIDER: 'circle',
    CIRCLE_API_TOKEN: 'circle-token',
    CIRCLE_API_BASE: `http://127.0.0.1:${closed}/api/admin/v2`,
  };
  const parsed = testEnv(env);
  const app = createTestApp(t.database, {
    env,
    deps: {
      ...(clock ? { clock } : {}),
      mailer: createSmtpMailer(`smtp://127.0.0.1:${closed}`, 'Pillars <no-reply@localhost>'),
      ai: createAiEngine(parsed, { timeoutMs: 5_000, transportRetries: 0 }),
    },
  });
  // The gate as the server builds it for Circle, over the app's own logger.
  app.deps.membership = createMembershipGate({
    provider: 'circle',
    adminEmails: [],
    allowedEmails: [],
    circle: createCircleClient({
      baseUrl: parsed.CIRCLE_API_BASE,
      token: 'circle-token',
      logger: app.deps.logger,
      maxRetries: 0,
    }),
    db: t.database.db,
    logger: app.deps.logger,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  closed = await freePort();
  up = createTestApp(t.database);
  apps.push(up);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.deps.pdf.close()));
});

describe('mail, Circle and the AI provider down together', () => {
  it('answers what needs them with a clear error and serves everything else', async () => {
    const down = downApp();
    // A member who signed in while Circle was up (the session is shared through the database).
    const member = await createUser(t.database);
    const api = apiClient(down, await signIn(up, member.email));

    expect((await down.app.request('/api/health')).status).toBe(200);
    const created = await api.post('/api/assessments/new', { name: 'Still works' });
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const form = completableForm({ product: 2, market: 3, execution: 4 });
    expect((await api.post(`/api/assessments/${id}`, { formState: form, version })).status).toBe(
      200,
    );
    expect((await api.get('/api/assessments/list')).status).toBe(200);
    expect((await api.get(`/api/dashboard?assessmentId=${id}`)).status).toBe(200);
    const pdf = await api.get(`/api/export/assessment?assessmentId=${id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The AI provider: 502 saying so, in JSON, without internals.
    const coach = await api.post('/api/coach', { sessionId: 2, assessmentId: id });
    expect(coach.status).toBe(502);
    const coachText = await coach.text();
    expect(JSON.parse(coachText)).toMatchObject({
      message: expect.stringMatching(/^AI coaching failed: .+/),
    });
    expect(coachText).not.toMatch(/ECONNREFUSED|\bat .*\.(ts|js):\d+/);
    const suggest = await api.post('/api/suggest', {
      fieldPath: 'product.problem',
      intent: 'get_ideas',
      formState: form,
    });
    expect(suggest.status).toBe(502);
    expect(await suggest.json()).toMatchObject({ message: expect.any(String) });
    // Nothing was stored for the failed coaching, and the save is intact.
    expect((await api.get(`/api/coach/2?assessmentId=${id}`)).status).toBe(404);
    const saved = (await (await api.get(`/api/assessments/${id}`)).json()) as {
      formData: unknown;
    };
    expect(saved.formData).toEqual(form);

    // The mail server: 503 saying the email could not be sent, in JSON for a JSON caller.
    const login = await down.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'newcomer@example.com' }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({
      message: "We couldn't send the sign-in email just now. Please try again in a few minutes.",
    });

    // Circle: a sign-in that needs the membership check gets a page saying the service is down.
    const link = await createLoginLink(down.deps, t.database.db, 'circle-down@example.com');
    const refused = await continueLink(down, link);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('the membership service is unavailable');
    expect(refused.headers.getSetCookie().filter((c) => /^pillars_sid=[^;]/.test(c))).toEqual([]);

    const logged = JSON.stringify(down.logs);
    expect(logged).toContain('login_mail_failed');
    expect(logged).toContain('Circle unavailable');
  }, 30_000);

  it('keeps a session whose membership re-check falls while Circle is down', async () => {
    const member = await createUser(t.database);
    const cookie = await signIn(up, member.email);
    // A day and more later, the re-check cannot reach Circle: the member keeps working.
    const later = downApp(() => new Date(Date.now() + DAY_MS + 60_000));
    const res = await later.app.request('/api/assessments/list', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(later.logs)).toContain('Circle unavailable');
  });
});
