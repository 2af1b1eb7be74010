import { ZCachedEnquiry, type TCachedEnquiry, type TFieldValue } from '../../../shared/contracts/journey';
import type { LangCode } from '../../../shared/domain/locales';
import { isReference } from '../../../shared/domain/enquiry-reference';
import { MSG } from '../../../shared/rules/messages';
import { tFor } from '../../../shared/i18n/catalogues';
import { maskContact, maskedIds } from '../../lib/masking';
import { refuse } from '../../lib/outcome';
import {
  ENQUIRY_ERROR_CODES,
  otpOutcome,
  ownedEnquiry,
  type EnquiryDeps,
  type OtpPopupData,
  type Outcome,
} from './core';

// Reading a saved enquiry, and opening saved results on another device (docs/product/enquiries.md).

/**
 * The cached data and pre-quote cache calls: the owner's enquiry with contact values masked
 * (docs/product/enquiries.md).
 */
export async function cached(
  { repo }: Pick<EnquiryDeps, 'repo'>,
  input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
    /** The pre-quote cache url names a product: another product's enquiry is not found there. */
    productFits?: (productId: number) => boolean;
  },
): Promise<Outcome<TCachedEnquiry>> {
  const device = await repo.deviceByUuid(input.deviceUuid);
  const e = device ? await ownedEnquiry(repo, input.enquiryId, device.id) : undefined;
  if (!e || (input.productFits && !input.productFits(e.countryProductId)))
    return refuse(
      input.language,
      404,
      ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND,
      'enquiry:errors.enquiryNotFound',
    );
  // Contact values are keyed by their tracking id (the browser prefills the field with that trackingId).
  const values: Record<string, TFieldValue> = { ...e.answers };
  for (const id of ['name', 'email', 'mobileNumber', 'altMobileNumber'] as const) {
    const v = e[id];
    if (v) values[id] = maskContact(id, v);
  }
  // An Emirates ID never leaves the server whole, whichever field (or member row) holds it.
  for (const [k, v] of Object.entries(values)) values[k] = maskedIds(v) as TFieldValue;
  return {
    ok: true,
    value: ZCachedEnquiry.parse({
      enquiryId: e.publicId,
      countryProductId: e.countryProductId,
      stage: e.stage,
      formKeys: e.formKeys,
      values,
      status: e.status,
      ...(e.result !== null && e.result !== undefined ? { result: maskedIds(e.result) } : {}),
    }),
  };
}

/**
 * Opening saved results on another device (decision 0017): whoever holds the enquiry's address and its proved
 * number gets a code on that number; the right code grants this device access. Any other number (or an enquiry
 * without a proved number, or none) gets the same answer under the same limits, but nothing is sent and no code
 * can verify (a decoy, decision 0043): the answer never tells whether a guessed number is the owner's.
 */
export async function access(
  { repo, otp }: Pick<EnquiryDeps, 'repo' | 'otp'>,
  input: {
    deviceUuid: string;
    enquiryId: string;
    mobileNumber: string;
    otp?: string | undefined;
    language: LangCode;
    ipHash: string;
  },
): Promise<Outcome<{ granted: true } | { granted: false; data: OtpPopupData }>> {
  const lang = input.language;
  const device = await repo.deviceByUuid(input.deviceUuid);
  if (!device)
    return refuse(lang, 404, ENQUIRY_ERROR_CODES.DEVICE_ID_NOT_FOUND, 'enquiry:errors.deviceNotFound');
  // Decision 0028: a results link names the enquiry by its reference; the number and its code still decide.
  const row = isReference(input.enquiryId)
    ? await repo.byReference(input.enquiryId)
    : await repo.byPublicId(input.enquiryId);
  const owner =
    row && row.status !== 'draft' && row.mobileVerifiedAt && row.mobileNumber === input.mobileNumber
      ? row
      : null;
  if (owner && (owner.deviceId === device.id || (await repo.hasAccess(owner.id, device.id))))
    return { ok: true, value: { granted: true } };
  // The code is bound to this enquiry and this device: another device cannot use it.
  const code = {
    mobileNumber: input.mobileNumber,
    purpose: 'enquiryAccess' as const,
    requestRef: `${row?.publicId ?? input.enquiryId}:${device.id}`,
    ipHash: input.ipHash,
    deviceUuid: input.deviceUuid,
    language: lang,
  };
  if (input.otp === undefined) {
    const sent = otpOutcome(otp, input.mobileNumber, await otp.send({ ...code, decoy: owner === null }));
    return sent.ok ? { ok: true, value: { granted: false, data: sent.data } } : sent;
  }
  const verified = await otp.verify({ ...code, code: input.otp });
  if (!verified.ok)
    return { ok: false, status: 422, body: { code: verified.code, message: verified.message } };
  // A decoy's digest matches no code; this guard only keeps a grant from ever resting on it.
  if (!owner)
    return {
      ok: false,
      status: 422,
      body: { code: 'INVALID_OTP', message: tFor(lang)(MSG.otp.incorrect) },
    };
  await repo.grantAccess(owner.id, device.id);
  return { ok: true, value: { granted: true } };
}
