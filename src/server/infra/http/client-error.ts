import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '@shared/errors';

/** The answers to requests that Node's HTTP parser refuses before the app sees them. */
export const CLIENT_ERROR_MESSAGES = {
  431: MESSAGES.headersTooLarge,
  400: MESSAGES.malformedRequest,
} as const;

/**
 * A request Node cannot parse (an address or headers over its 16 kB limit, a malformed request
 * line) never reaches the app: by default Node answers a bare 400 or 431 without a body. This
 * answers it with the API's JSON `{message}` instead, and closes the connection.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
