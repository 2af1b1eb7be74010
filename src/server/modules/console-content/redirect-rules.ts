/**
 * The rules a console redirection must keep (decision 0124), apart from the database so they are tested alone.
 *
 * A path is a site path: it starts with one '/', has no scheme or host, no query or fragment, no white space and
 * no '.' or '..' segment; runs of '/' collapse and it ends with '/', as every public address does (the router
 * redirects the others to that form, so a redirection stored without it would never be reached).
 */
export function normalisePath(raw: string): string | undefined {
  const p = raw.trim();
  if (!p.startsWith('/') || p.startsWith('//') || p.includes('\\')) return undefined;
  if (/[\s?#<>"'`]/.test(p) || [...p].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')) return undefined;
  const segments = p.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return undefined;
  // English has no prefix: '/en-ae/x/' is never served (the router sends it to '/x/'), so it cannot be redirected.
  if (segments[0] === 'en-ae') return undefined;
  return '/' + segments.map((s) => s + '/').join('');
}

export type Edge = { id: number; fromPath: string; toPath: string };

export type RedirectProblem =
  { code: 'loop'; cycle: string[] } | { code: 'chain'; via: string; direction: 'to' | 'from' } | null;

/**
 * Whether storing `from → to` (a new row, or row `id` changed) would make a loop or a chain with the others.
 * A loop: following the redirections from `to` comes back to `from` (A→A, A→B→A, A→B→C→A). A chain: `to` is
 * itself redirected (the visitor would take two hops), or another redirection leads to `from` (it would now take
 * two). Chains are refused rather than collapsed: the editor sees which row to change, and no row changes
 * without being asked.
 */
export function redirectProblem(
  edges: readonly Edge[],
  next: { id?: number; fromPath: string; toPath: string },
): RedirectProblem {
  const others = edges.filter((e) => e.id !== next.id);
  const out = new Map(others.map((e) => [e.fromPath, e.toPath]));
  out.set(next.fromPath, next.toPath);
  const cycle = [next.fromPath];
  let at = next.toPath;
  const seen = new Set<string>();
  while (!seen.has(at)) {
    if (at === next.fromPath) return { code: 'loop', cycle: [...cycle, at] };
    seen.add(at);
    cycle.push(at);
    const n = out.get(at);
    if (n === undefined) break;
    at = n;
  }
  if (others.some((e) => e.fromPath === next.toPath))
    return { code: 'chain', via: next.toPath, direction: 'to' };
  const into = others.find((e) => e.toPath === next.fromPath);
  if (into) return { code: 'chain', via: into.fromPath, direction: 'from' };
  return null;
}
