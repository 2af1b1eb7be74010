import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords (decision 0110): scrypt with N=2^17, r=8, p=1 (128 MiB of memory per hash, OWASP's figure),
 * `maxmem` 256 MiB, a 16-byte random salt and a 32-byte key, stored self-describing as
 * `scrypt$17$8$1$<salt base64>$<key base64>` so the parameters can be raised later without a migration.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const MAXMEM = 256 * 1024 * 1024;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAXMEM };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LEN, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `logN` below 17 only for tests (the console module allows it under NODE_ENV=test alone): 2^17 costs over a second. */
export async function hashPassword(password: string, logN = LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const n = Math.min(Math.max(logN, 10), LOG_N);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const dummies = new Map<number, Promise<string>>();

/**
 * Whether the password matches the stored hash. Without a hash (an unknown e-mail, an account not yet enrolled) a
 * dummy hash is checked all the same, so the answer takes as long and tells nothing about the account.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  dummyLogN = LOG_N,
): Promise<boolean> {
  let dummy = dummies.get(dummyLogN);
  if (!dummy) dummies.set(dummyLogN, (dummy = hashPassword(randomBytes(16).toString('hex'), dummyLogN)));
  const parts = (stored ?? (await dummy)).split('$');
  const [kind, logN, r, p, salt, key] = parts;
  if (parts.length !== 6 || kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
