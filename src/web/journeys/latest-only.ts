/**
 * Keeps the newest request per key (decision 0028): a slower answer to an older request never overwrites the answer
 * to a newer one (a suggestion for the previous model arriving after the one for the model now chosen).
 */
export function latestOnly<T>() {
  const newest = new Map<string, symbol>();
  /** Runs `request`; `apply` gets its answer only if no newer request for `key` started meanwhile. */
  return async function run(
    key: string,
    request: () => Promise<T>,
    apply: (answer: T) => void,
  ): Promise<boolean> {
    const mine = Symbol(key);
    newest.set(key, mine);
    const answer = await request();
    if (newest.get(key) !== mine) return false;
    apply(answer);
    return true;
  };
}
