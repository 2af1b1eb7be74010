import { sessionReady } from '../journeys/api';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import { apiGet, type ApiResult } from '../session/request';
import { previewParser, type HandoffPreview } from './buy-rules';
import { QUOTES_URL } from './api';

/**
 * The Buy dialog's calls (docs/product/policies.md), through the one request helper with the device's token:
 * the handoff preview, and Buy with its Idempotency-Key (decision 0010: the same key again when the visitor retries
 * after an answer the server did not keep, so a Buy that did arrive is answered again, not made twice).
 */

const keys = submissionKeys();

const quoteUrl = (quoteId: string, tail: string) => `${QUOTES_URL}/${encodeURIComponent(quoteId)}/${tail}`;

export async function fetchHandoffPreview(
  quoteId: string,
  productId: number,
): Promise<ApiResult<HandoffPreview>> {
  await sessionReady();
  return apiGet<HandoffPreview>(quoteUrl(quoteId, 'handoff-preview'), {
    schema: previewParser,
    headers: { countryproductid: String(productId) },
  });
}

export async function postBuy(
  quoteId: string,
  productId: number,
  reminderConsent: boolean,
): Promise<ApiResult<unknown>> {
  await sessionReady();
  return sendIdempotent(
    keys,
    'POST',
    quoteUrl(quoteId, 'buy'),
    { reminderConsent },
    {
      headers: { countryproductid: String(productId) },
    },
  );
}
