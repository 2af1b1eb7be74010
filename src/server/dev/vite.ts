import type { FastifyInstance } from 'fastify';

/** React Fast Refresh normally needs an inline preamble; under our CSP it is served as an external module. */
const PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
`;

const VITE_PATHS = /^\/(?:src\/|@vite\/|@fs\/|@id\/|node_modules\/|@react-refresh)/;

/** Development only: Vite in middleware mode answers source, HMR and module requests before Fastify's routes. */
export async function attachVite(app: FastifyInstance, root: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url === '/__dev/react-refresh-preamble.js') {
      void reply.type('text/javascript; charset=utf-8').send(PREAMBLE);
      return;
    }
    if (!VITE_PATHS.test(req.url)) {
      done();
      return;
    }
    reply.hijack();
    vite.middlewares(req.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
}
