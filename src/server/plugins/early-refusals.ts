import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The route reads what is left of the body itself: it resumed the body with nothing piped from
 * it, as a refused media chunk does so that its client keeps the connection (ADR 025).
 */
const routeDrains = (body: IncomingMessage) =>
  body.readableFlowing === true && body.listenerCount('data') === 0;

/**
 * Reads and drops what is left of a body nobody will read: the parser it was piped to (busboy,
 * for an upload) is let go first, and so is anyone listening for its data.
 */
function drain(body: IncomingMessage): void {
  body.unpipe();
  body.removeAllListeners('data');
  body.resume();
}

/**
 * A refusal answered before the request's body was read whole (the admin gate's 401 on an upload,
 * a bad upload's 400 or 415, an oversized body's 413) ends the connection: `Connection: close`,
 * as Fastify does for the bodies it refuses itself (ADR 054). Without it the connection stayed
 * open with part of the body unread, and a client that stops sending once it has its answer (Node's
 * own http client does) had its next request on that connection taken for the rest of the body,
 * unanswered until the request timeout. The body is drained meanwhile, so a client still sending
 * is not stalled on a full socket before the answer is out.
 */
export const earlyRefusalsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = request.raw;
    // `complete` is false while the body is still arriving; app.inject's stand-in request has none.
    if (reply.statusCode >= 400 && body.complete === false && !routeDrains(body)) {
      reply.header('connection', 'close');
      drain(body);
    }
    done(null, payload);
  });
});
