/**
 * The readable reference of an enquiry (decision 0028): `SC-` and two groups of four characters
 * from an alphabet without look-alikes (no 0 or O, no 1, I or L, and no U, easily taken for V), so it can be read
 * out on the phone and typed back. It names an enquiry; it never grants anything.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PREFIX = 'SC';
/** Characters per group; a reference has two groups. */
export const REFERENCE_GROUP = 4;

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_GROUP}}-[${REFERENCE_ALPHABET}]{${REFERENCE_GROUP}}$`,
);

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/**
 * A reference as typed or pasted ('sc 7k3q 9xm2', 'SC7K3Q9XM2') in its one written form, or null when it cannot
 * be one. Look-alikes are not guessed back (an O could be a 0 or a Q): they are simply not a reference.
 */
export function normaliseReference(input: string): string | null {
  const bare = input.toUpperCase().replace(/[\s\-‐-―]/g, '');
  const body = bare.startsWith(REFERENCE_PREFIX) ? bare.slice(REFERENCE_PREFIX.length) : bare;
  if (body.length !== REFERENCE_GROUP * 2) return null;
  const ref = `${REFERENCE_PREFIX}-${body.slice(0, REFERENCE_GROUP)}-${body.slice(REFERENCE_GROUP)}`;
  return isReference(ref) ? ref : null;
}
