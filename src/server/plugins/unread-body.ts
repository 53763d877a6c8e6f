import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A body this large or larger is not read on after its answer: the connection closes instead. */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** The request says a body follows (a Content-Length above 0, or chunked). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An answer that goes out before its request's body was read to the end (an upload refused 413 as
 * soon as it passed its limit) must not leave the rest of that body in the connection: Node reads
 * on only the bodies nobody started to read, and the browser's next request on the connection
 * would wait behind the unread rest for ever. The rest is read and dropped, so the connection
 * serves the next request (and the client, still sending, is not reset before it reads the
 * answer); a body declared at DRAIN_LIMIT_BYTES or more, or of unknown length, closes the
 * connection after the answer instead of being read to its end.
 */
export function finishUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && hasBody(raw)) {
      raw.unpipe();
      raw.resume();
      const declared = Number(raw.headers['content-length']);
      if (!(declared < DRAIN_LIMIT_BYTES)) reply.header('connection', 'close');
    }
    done(null, payload);
  });
}
