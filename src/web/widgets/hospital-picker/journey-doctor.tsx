import { useEffect, useMemo, useState } from 'react';
import type { LangCode } from '../../../shared/domain/locales';
import { createTranslator, type Catalogue } from '../../../shared/i18n/translator';
import { pendingPlaces, setPendingPlaces } from './pending';
import type { Place } from './state';
import { KeepDoctor } from './trigger';

/**
 * Keep my doctor on the health journey (decision 0099): an optional part of the contact screen. The enquiry's quotes
 * are not asked here, so the places wait in this tab's session storage and the quotes page's first request sends
 * them as `hospitalIds` (use-quotes-list), which saves them with the enquiry.
 */
export default function JourneyDoctor(props: { lang: LangCode; productId: number; strings: Catalogue }) {
  const { lang, productId, strings } = props;
  const t = useMemo(
    () => createTranslator(lang, { [lang]: { kmd: strings } }, { defaultNs: 'kmd' }).t,
    [lang, strings],
  );
  // Read after the first render (the server's has no choice), so hydration finds what the server wrote.
  const [places, setPlaces] = useState<Place[]>([]);
  useEffect(() => setPlaces(pendingPlaces(productId) ?? []), [productId]);
  return (
    <KeepDoctor
      lang={lang}
      idPrefix="kmd-journey"
      t={t}
      chosen={places}
      onChange={(next) => {
        setPendingPlaces(productId, next);
        setPlaces(next);
      }}
    />
  );
}
