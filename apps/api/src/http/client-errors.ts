import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What Node's HTTP parser refuses (a head over 16 KiB, bytes that are not HTTP) gets the shop's error
 * shape too; then the connection closes, since nothing after a parse error can be read.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: 'bad_request',
    message: tooLarge ? 'The request headers are larger than 16 KiB' : 'The request is not valid HTTP',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
