import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-form';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { acceptsGzip, GZIP_MIN_BYTES } from '../../infra/http/json-bytes';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

/** A form whose answers are long, as a founder who writes a lot leaves it. */
function longForm() {
  const form = emptyFormState();
  const para =
    'Owner-run bakeries in Leeds throw away a fifth of their bread on a quiet Tuesday, and the owner decides the bake from memory at five in the morning. ';
  form.product.problem = para.repeat(20);
  form.product.solution = para.repeat(20);
  form.market.target = para.repeat(20);
  return form;
}

describe('GET /api/assessments/{id} with a long form', () => {
  it('answers gzip to a browser that accepts it, the same JSON as without', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: longForm() });
    const get = (encoding?: string) =>
      t.ctx.app.request(ASSESSMENT_PATHS.one(row.id), {
        headers: { cookie: me.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });

    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const plainText = await plain.text();
    expect(Buffer.byteLength(plainText)).toBeGreaterThan(GZIP_MIN_BYTES);

    const zipped = await get('gzip, deflate, br, zstd');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(plainText) / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText));

    // A refusal is honoured.
    expect((await get('gzip;q=0, identity')).headers.get('content-encoding')).toBeNull();
  });

  it('answers a short form as it is, whatever the browser accepts', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: emptyFormState() });
    const res = await t.ctx.app.request(ASSESSMENT_PATHS.one(row.id), {
      headers: { cookie: me.cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ id: row.id });
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
