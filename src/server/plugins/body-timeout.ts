import type { FastifyInstance } from 'fastify';

/**
 * Decision 0021 time-outs (decision 0021). Node's `requestTimeout` is one figure for every request, so it is the
 * upload's (a 5 MB document over a slow phone link takes tens of seconds); a JSON body, a few kilobytes, must
 * arrive within `jsonMs`. A body still arriving after that is answered as Node answers a request time-out — a
 * bare 408 with `Connection: close` — and the socket is closed, so a slow client holds nothing of the server's.
 * The same timer (at `uploadMs`) also closes a multipart body the server answered early (a 401, a 413) and no
 * longer reads.
 */
export function registerBodyTimeout(app: FastifyInstance, opts: { jsonMs: number; uploadMs: number }): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const raw = req.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    const multipart = /^multipart\//i.test(raw.headers['content-type'] ?? '');
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(
      () => {
        // An injected request (tests, light-my-request) has a stand-in socket without end(): nothing to close.
        const socket = raw.socket as Partial<typeof raw.socket> | undefined;
        if (raw.complete || !socket || socket.destroyed || typeof socket.end !== 'function') return;
        req.log.info({ code: 'REQUEST_TIMEOUT' }, 'request body too slow; connection closed');
        raw.socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        raw.socket.destroySoon();
      },
      multipart ? opts.uploadMs : opts.jsonMs,
    );
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
