import { describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  ASSESSMENT_PATHS,
  BENCHMARK_PATHS,
  COACHING_PATHS,
  DASHBOARD_PATHS,
  EXPORT_PATHS,
  SHARING_PATHS,
} from '../paths';
import { API, pathOf } from './routes';

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('pathOf', () => {
  it('is the pattern itself for a route without parameters or query', () => {
    expect(pathOf(API.credits)).toBe('/api/credits');
    expect(pathOf(API.coachingList, {})).toBe('/api/coach/all');
  });

  it('URL-encodes each parameter', () => {
    expect(pathOf(API.removeAccessGroup, { params: { groupName: 'Founders & Friends' } })).toBe(
      '/api/admin/access-groups/Founders%20%26%20Friends',
    );
    expect(pathOf(API.removeAccessGroup, { params: { groupName: 'a/b?c#d%e' } })).toBe(
      '/api/admin/access-groups/a%2Fb%3Fc%23d%25e',
    );
    expect(pathOf(API.removeAccessGroup, { params: { groupName: 'Gründer' } })).toBe(
      '/api/admin/access-groups/Gr%C3%BCnder',
    );
    expect(pathOf(API.revokeMentorLink, { params: { id: ID, linkId: 'l 1' } })).toBe(
      `/api/assessments/${ID}/mentor-links/l%201/revoke`,
    );
    expect(pathOf(API.exportCoaching, { params: { sessionId: 4 } })).toBe('/api/export/coaching/4');
  });

  it('adds the query in the order given, URL-encoded, leaving out what is undefined', () => {
    expect(pathOf(API.dashboard, { query: { assessmentId: ID } })).toBe(
      `/api/dashboard?assessmentId=${ID}`,
    );
    expect(pathOf(API.dashboard, { query: { assessmentId: undefined } })).toBe('/api/dashboard');
    expect(pathOf(API.compare, { params: { id: ID }, query: { with: 'a&b=c d' } })).toBe(
      `/api/assessments/${ID}/compare?with=a%26b%3Dc%20d`,
    );
    expect(
      pathOf(API.exportCoaching, { params: { sessionId: 2 }, query: { assessmentId: 'x/y' } }),
    ).toBe('/api/export/coaching/2?assessmentId=x%2Fy');
    expect(pathOf(API.deleteAssessment, { params: { id: ID }, query: { version: 3 } })).toBe(
      `/api/assessments/${ID}?version=3`,
    );
  });

  it('refuses a pattern whose parameter has no value', () => {
    expect(() => pathOf(API.assessment, { params: {} } as never)).toThrow(
      '/api/assessments/:id: no value for :id',
    );
  });
});

describe('the table', () => {
  it('names API paths, and the one page a mentor opens', () => {
    for (const route of Object.values(API)) {
      expect(route.path).toMatch(/^\/api\/|^\/shared\/:token$/);
      expect(route.path).not.toMatch(/\/$|[?#]/);
    }
  });
});

/** The builders of src/shared/paths.ts as they were written by hand before the table (ADR 038). */
const before = {
  one: (id: string) => `/api/assessments/${encodeURIComponent(id)}`,
  compare: (id: string, target: { snapshot: string } | { with: string }) =>
    `/api/assessments/${encodeURIComponent(id)}/compare?${
      'snapshot' in target
        ? `snapshot=${encodeURIComponent(target.snapshot)}`
        : `with=${encodeURIComponent(target.with)}`
    }`,
  tasksOf: (assessmentId: string) =>
    `/api/coach/tasks?assessmentId=${encodeURIComponent(assessmentId)}`,
  session: (sessionId: number, assessmentId?: string) =>
    `/api/coach/${sessionId}${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`,
  accessGroup: (name: string) => `/api/admin/access-groups/${encodeURIComponent(name)}`,
  dashboard: (assessmentId?: string) =>
    `/api/dashboard${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`,
  revoke: (assessmentId: string, linkId: string) =>
    `/api/assessments/${encodeURIComponent(assessmentId)}/mentor-links/${encodeURIComponent(linkId)}/revoke`,
  exportCoaching: (sessionId: number, assessmentId: string) =>
    `/api/export/coaching/${sessionId}?assessmentId=${encodeURIComponent(assessmentId)}`,
};

describe('the path builders made from the table', () => {
  const texts = [ID, 'a b', 'a/b&c', '', 'ü?#%'];

  it('build the same URLs as the hand-written ones did', () => {
    for (const text of texts) {
      expect(ASSESSMENT_PATHS.one(text)).toBe(before.one(text));
      expect(ASSESSMENT_PATHS.compare(ID, { snapshot: text })).toBe(
        before.compare(ID, { snapshot: text }),
      );
      expect(ASSESSMENT_PATHS.compare(ID, { with: text })).toBe(before.compare(ID, { with: text }));
      expect(COACHING_PATHS.tasksOf(text)).toBe(before.tasksOf(text));
      expect(COACHING_PATHS.one(3, text)).toBe(before.session(3, text));
      expect(ADMIN_PATHS.accessGroup(text)).toBe(before.accessGroup(text));
      expect(DASHBOARD_PATHS.dashboard(text)).toBe(before.dashboard(text));
      expect(BENCHMARK_PATHS.standing(text)).toBe(
        before.dashboard(text).replace('dashboard', 'benchmark'),
      );
      expect(SHARING_PATHS.revoke(ID, text)).toBe(before.revoke(ID, text));
      expect(EXPORT_PATHS.coaching(5, text)).toBe(before.exportCoaching(5, text));
    }
    expect(COACHING_PATHS.one(2)).toBe('/api/coach/2');
    expect(DASHBOARD_PATHS.dashboard()).toBe('/api/dashboard');
    expect(SHARING_PATHS.pagePrefix).toBe('/shared/');
  });
});
