import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA (headers and body), CRLF line endings, dots unstuffed. */
  data: string;
}

export interface FakeSmtpOptions {
  /** The reply to RCPT TO, e.g. '550 5.1.1 No such user'. Defaults to accepting every recipient. */
  rcptReply?: string;
}

/**
 * A small SMTP server on 127.0.0.1 that speaks just enough plain-text SMTP (no STARTTLS) for
 * nodemailer, accepts any AUTH PLAIN/LOGIN, and keeps every message it accepts.
 */
export async function startFakeSmtpServer(opts: FakeSmtpOptions = {}) {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let authLogin: 'username' | 'password' | undefined;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };

    function command(line: string) {
      if (authLogin === 'username') {
        authLogin = 'password';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (authLogin === 'password') {
        authLogin = undefined;
        return reply('235 2.7.0 Authentication successful');
      }
      const verb = line.split(' ')[0]?.toUpperCase() ?? '';
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (verb) {
        case 'EHLO':
          return reply('250-fake-smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
        case 'HELO':
          return reply('250 fake-smtp');
        case 'AUTH':
          if (/^AUTH LOGIN\s*$/i.test(line)) {
            authLogin = 'username';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('235 2.7.0 Authentication successful');
        case 'MAIL':
          envelope = { from: address, to: [] };
          return reply('250 2.1.0 OK');
        case 'RCPT':
          if (opts.rcptReply) return reply(opts.rcptReply);
          envelope.to.push(address);
          return reply('250 2.1.5 OK');
        case 'DATA':
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 OK');
        case 'NOOP':
          return reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    }

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          // The terminator may directly follow the 354 when the message is empty.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = end === 0 ? '' : buffer.slice(0, end + 2);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          messages.push({ ...envelope, data: raw.replace(/^\.\./gm, '.') });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });

    reply('220 fake-smtp ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
