import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every answer carries `Connection: close`, so a keep-alive connection whose request
 * was in flight ends with that answer instead of holding the stop until its idle timeout.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing && !reply.raw.headersSent) reply.header('Connection', 'close');
    return payload;
  });
}

export type ShutdownStep = { name: string; close: () => Promise<void> };

/**
 * A graceful stop (decision 0024): the app stops accepting connections and finishes the requests in flight
 * (Fastify's close: the listening socket closes, idle keep-alive connections are dropped, requests that arrive
 * on a busy connection meanwhile get 503, answers in flight end their connection), then its onClose hooks stop the job workers
 * and the Redis client; then `after` runs in order (metrics listener, connection pool, embedded PostgreSQL).
 * Requests still running after `timeoutMs` lose their connections so the stop always ends; the later steps still
 * run, so the embedded cluster is never left behind. Returns true when everything closed cleanly.
 */
export async function gracefulShutdown(opts: {
  app: FastifyInstance | undefined;
  after: ShutdownStep[];
  timeoutMs: number;
  log: (msg: string) => void;
}): Promise<boolean> {
  let clean = true;
  const { app } = opts;
  if (app) {
    const timer = setTimeout(() => {
      clean = false;
      opts.log(`requests still running after ${opts.timeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, opts.timeoutMs);
    timer.unref();
    // A connection that went idle after its answer (an answer streamed before the stop began) is closed too.
    const idle = setInterval(() => app.server.closeIdleConnections(), 250);
    idle.unref();
    try {
      await app.close();
    } catch (err) {
      clean = false;
      opts.log(`closing the server failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      clearTimeout(timer);
      clearInterval(idle);
    }
  }
  for (const step of opts.after) {
    try {
      await step.close();
    } catch (err) {
      clean = false;
      opts.log(`closing ${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return clean;
}
