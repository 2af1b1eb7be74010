/**
 * Regular expressions from form definitions (docs/product/journeys.md 'Validation rule: … pattern').
 * Patterns are data, compiled once and cached. Two JSON shapes are accepted: a bare source
 * ('^5[024568]\\d{7}$') or a literal with flags ('/^[a-z ]+$/i').
 */
export const MAX_PATTERN_LENGTH = 1000;
/**
 * Longest value a pattern is run on. Patterns come from our own definitions, but the values reach the
 * server from the network; bounding the input bounds the cost of a badly written (backtracking) pattern.
 * No answer a pattern is meant for (names, numbers, ids, e-mail addresses) comes near it.
 */
export const MAX_PATTERN_INPUT = 1000;

const cache = new Map<string, RegExp | null>();

/** Compiles a pattern, or null when it is not a valid regular expression. */
export function compilePattern(pattern: string): RegExp | null {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  let compiled: RegExp | null = null;
  if (pattern.length > 0 && pattern.length <= MAX_PATTERN_LENGTH) {
    let source = pattern;
    let flags = '';
    const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
    if (literal?.[1] !== undefined) {
      source = literal[1];
      // g and y make RegExp.test stateful (lastIndex), so they are dropped; other flags are rejected.
      flags = (literal[2] ?? '').replace(/[gy]/g, '');
      if (!/^[imsuv]*$/.test(flags)) flags = '!';
    }
    try {
      compiled = flags === '!' ? null : new RegExp(source, flags);
    } catch {
      compiled = null;
    }
  }
  if (cache.size >= 256) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

/** Tests a value against a compiled pattern, failing values longer than MAX_PATTERN_INPUT. */
export function matchesPattern(re: RegExp, value: string): boolean {
  return value.length <= MAX_PATTERN_INPUT && re.test(value);
}
