/**
 * Resolves once the page's session start has finished (session/start.ts marks <html data-session="ready|failed">).
 * Every API call but the device's needs the session token, and a first visit has none until then. Resolves after
 * `timeoutMs` anyway: the request helper then handles 401s. A plain module in the session chunk, so widgets that
 * wait for the session never load the islands' chunk and React (decision 0026).
 */
export function sessionReady(timeoutMs = 15_000): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const root = document.documentElement;
  if (root.dataset.session) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.session) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-session'] });
    const timer = setTimeout(done, timeoutMs);
  });
}
