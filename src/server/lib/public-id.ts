import { randomInt } from 'node:crypto';

export { PUBLIC_ID_PATTERN } from '../../shared/domain/public-id';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 letters and digits from the CSPRNG, at least one letter (PUBLIC_ID_PATTERN). */
export function newPublicId(): string {
  for (;;) {
    let id = '';
    for (let i = 0; i < 24; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
    if (/[A-Za-z]/.test(id)) return id;
  }
}
