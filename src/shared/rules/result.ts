/**
 * The 'valid' result, in a module without zod: browser code that runs the engine (the journey island) then
 * does not evaluate the rule schemas of types.ts, which build zod objects at import.
 */
export const VALID: { readonly valid: true } = Object.freeze({ valid: true });
