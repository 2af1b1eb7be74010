import type { TNetworkMatch, TQuote } from '../../../shared/contracts/quotes-api';
import { readRaw, removeRaw, writeRaw } from '../../session/storage';
import type { Place } from './state';

/**
 * Keep my doctor on the health journey (decision 0099): the places picked before the enquiry exists wait in this
 * tab's session storage, and the quotes page's first request sends them as `hospitalIds` (the server then saves
 * them with the enquiry, decision 0095) and forgets them here once answered.
 */
const key = (productId: number) => `keepMyDoctor_${productId}`;

export function pendingPlaces(productId: number): Place[] | undefined {
  const raw = readRaw('session', key(productId));
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as unknown;
    if (!Array.isArray(v)) return undefined;
    return v.filter(
      (p): p is Place =>
        typeof p === 'object' &&
        p !== null &&
        Number.isInteger((p as Place).providerId) &&
        (p as Place).providerId > 0 &&
        typeof (p as Place).providerName === 'string',
    );
  } catch {
    return undefined;
  }
}

export const setPendingPlaces = (productId: number, places: readonly Place[]): void =>
  places.length
    ? writeRaw('session', key(productId), JSON.stringify(places))
    : removeRaw('session', key(productId));

export const clearPendingPlaces = (productId: number): void => removeRaw('session', key(productId));

/**
 * The saved choice as the quotes answer tells it: every health quote's `networkMatch` names the chosen places in the
 * order chosen (decision 0095), so the first quote that has one gives the choice back after a reload.
 */
export function placesOfQuotes(quotes: readonly Pick<TQuote, 'networkMatch'>[]): Place[] | null {
  const m: TNetworkMatch | undefined = quotes.find((q) => q.networkMatch)?.networkMatch;
  return m ? m.hospitals.map((h) => ({ providerId: h.providerId, providerName: h.providerName })) : null;
}
