import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The request says a body follows (a Content-Length above 0, or chunked). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An answer that goes out before its request's body was read to the end (an upload refused 413 as
 * soon as it passed its limit) closes the connection after it. Node reads on only the bodies that
 * nobody started to read; a body an upload started and stopped stays unread in the connection,
 * and the browser's next request on that connection would wait behind it for ever. What still
 * arrives until the answer is out is read and dropped, so the client is not reset before it reads
 * the answer.
 */
export function closeAfterUnreadBody(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && hasBody(raw)) {
      reply.header('connection', 'close');
      raw.unpipe();
      raw.resume();
    }
    done(null, payload);
  });
}
