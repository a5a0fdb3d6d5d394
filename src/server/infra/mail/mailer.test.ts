import { afterEach, describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/app';
import { startFakeSmtpServer } from '../../test/fake-smtp-server';
import { createLogMailer, createSmtpMailer } from './mailer';

const FROM = 'Pillars <no-reply@example.com>';
// Long enough that nodemailer wraps it with quoted-printable soft line breaks.
const LOGIN_URL = `http://localhost:5000/api/auth/callback?token=${'a1b2c3d4'.repeat(8)}&next=%2Fdashboard`;
const MAIL = { to: 'ada@example.com', url: LOGIN_URL, expiresInMinutes: 15 };

function splitMessage(data: string) {
  const at = data.indexOf('\r\n\r\n');
  return { headers: data.slice(0, at), body: data.slice(at + 4) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('createSmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('sends the sign-in link to the person who asked for it', async () => {
    smtp = await startFakeSmtpServer();
    const mailer = createSmtpMailer(smtp.url, FROM);

    await mailer.sendLoginLink(MAIL);

    expect(mailer.kind).toBe('smtp');
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toBe('no-reply@example.com');
    expect(message?.to).toEqual(['ada@example.com']);
    const { headers, body } = splitMessage(message?.data ?? '');
    expect(headers).toMatch(/^Subject: Your Pillars sign-in link$/m);
    expect(headers).toMatch(/^To: ada@example\.com$/m);
    expect(headers).toMatch(/^From: Pillars <no-reply@example\.com>$/m);
    const text = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers)
      ? decodeQuotedPrintable(body)
      : body;
    expect(text).toContain(LOGIN_URL);
    expect(text).toContain('15 minutes');
  });

  it('rejects when the server refuses the recipient', async () => {
    smtp = await startFakeSmtpServer({ rcptReply: '550 5.1.1 No such user here' });
    const mailer = createSmtpMailer(smtp.url, FROM);

    await expect(mailer.sendLoginLink(MAIL)).rejects.toThrow(/recipients were rejected/);
    expect(smtp.messages).toEqual([]);
  });
});

describe('createLogMailer', () => {
  it('writes the sign-in link to the server log', async () => {
    const { lines, logger } = createLogCapture();
    const mailer = createLogMailer(logger);

    await mailer.sendLoginLink(MAIL);

    expect(mailer.kind).toBe('log');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'ada@example.com', loginUrl: LOGIN_URL });
    expect(String(lines[0]?.msg)).toContain(LOGIN_URL);
  });
});
