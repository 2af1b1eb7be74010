import { QUOTES_ERROR_CODES, type TQuoteCertificate } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { isPricedProduct } from '../../../shared/quotes';
import { refuse, type Outcome } from '../../lib/outcome';
import { mayRead, quoteNotFound, type QuotesCore } from './core';
import { answersHash } from './domain/pricing';
import { presentCertificate } from './domain/present';
import type { QuoteRow } from './repo';
import { advance, inputOf } from './runs';

/**
 * GET /api/quotes/{quoteId}: the quote certificate, to the enquiry's owner only; a quote re-opened after its
 * validity (or after the answers changed) is priced again (docs/product/quotes.md).
 */
export async function certificate(
  core: QuotesCore,
  input: { deviceUuid: string; quoteId: string; language: LangCode },
): Promise<Outcome<TQuoteCertificate>> {
  const { repo } = core;
  const lang = input.language;
  const t = tFor(lang);
  const [q, deviceId] = await Promise.all([
    repo.quoteByPublicId(input.quoteId),
    repo.deviceIdByUuid(input.deviceUuid),
  ]);
  const e = q ? await repo.enquiryById(q.enquiryId) : undefined;
  if (
    !q ||
    !e ||
    deviceId === undefined ||
    !(await mayRead(core, e, deviceId)) ||
    !isPricedProduct(q.productId)
  )
    return quoteNotFound(lang);
  const c = await core.catalogue(q.productId);
  const [current, own] = await Promise.all([repo.currentRun(repo.db, e.id), repo.runById(q.runId)]);
  // Re-pricing keeps the choices the quote was priced with (critical illness: age, cover, term).
  const options = own?.options ?? {};
  const stillValid =
    current?.id === q.runId &&
    current.answersHash === answersHash(e.answers) &&
    q.validUntil.getTime() > core.now().getTime();
  let row: QuoteRow | undefined = q;
  if (!stillValid) {
    const inputValue = await inputOf(core, e, q.productId, options);
    if (inputValue === undefined)
      return refuse(lang, 422, QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, 'quotes:errors.enquiryIncomplete');
    const run = await advance(core, e, q.productId, inputValue, Number.POSITIVE_INFINITY, options);
    row = (await repo.runQuotes(repo.db, run.id)).find((x) => x.planId === q.planId);
  }
  const plan = row && c.planById.get(row.planId);
  const insurer = row && c.insurerById.get(row.providerId);
  if (!row || !plan || !insurer) return quoteNotFound(lang, 'quotes:errors.planNotQuoted');
  return {
    ok: true,
    value: presentCertificate({ ...row, plan, insurer }, e.publicId, !stillValid, t, lang),
  };
}
