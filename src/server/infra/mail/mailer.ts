import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface LoginLinkMail {
  to: string;
  url: string;
  expiresInMinutes: number;
}

export interface Mailer {
  /** 'smtp' sends mail; 'log' writes the link to the server log (the embedded default). */
  readonly kind: 'smtp' | 'log';
  sendLoginLink(mail: LoginLinkMail): Promise<void>;
}

export function loginLinkText({ url, expiresInMinutes }: LoginLinkMail): string {
  return [
    'Hello,',
    '',
    'Use this link to sign in to Pillars:',
    url,
    '',
    `The link works once and expires in ${expiresInMinutes} minutes.`,
    'If you did not ask to sign in, you can ignore this email.',
  ].join('\n');
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async sendLoginLink(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: 'Your Pillars sign-in link',
        text: loginLinkText(mail),
      });
    },
  };
}

/** Without SMTP the link goes to the server log, where the person running the server can copy it. */
export function createLogMailer(logger: Logger): Mailer {
  return {
    kind: 'log',
    async sendLoginLink(mail) {
      logger.info(
        { email: mail.to, loginUrl: mail.url },
        `Sign-in link for ${mail.to}: ${mail.url}`,
      );
    },
  };
}
