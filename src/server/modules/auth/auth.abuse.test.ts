import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const form = (email: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ email }).toString(),
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  it('counts a forged X-Forwarded-For prefix against the address the proxy saw', async () => {
    const limited = createTestApp(t.database, { env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` };
      statuses.push(
        (await limited.app.request('/api/login', form(`fx${i}@example.com`, headers))).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push(
        (await t.ctx.app.request('/api/login', form(`nx${i}@example.com`, headers))).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
