import {
  ASYNC_ENQUIRY_PRODUCTS,
  ZEnquiryResponse,
  type TEnquiryResponse,
  type TEnquirySubmit,
  type TField,
  type TFieldValue,
} from '../../../shared/contracts/journey';
import { CONSENT_TEXT_VERSION } from '../../../shared/contracts/quotes-api-constants';
import type { LangCode } from '../../../shared/domain/locales';
import { todayAt } from '../../../shared/rules/dates';
import { isPresent } from '../../../shared/rules/values';
import { rangeSourceUrl } from '../../../shared/rules/range-source';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../../lib/public-id';
import { refuse } from '../../lib/outcome';
import { IDEMPOTENCY_TIMINGS } from '../../plugins/idempotency';
import { loggableError } from '../../plugins/errors';
import type { FormsService } from '../forms/types';
import {
  checkAnswers,
  contextAnswers,
  needsMaskSource,
  optionsUrlOf,
  sentAnswers,
  unmask,
  type AnswerCheck,
} from './answers';
import {
  ENQUIRY_ERROR_CODES,
  ownedEnquiry,
  sendEnquiryCode,
  type EnquiryDeps,
  type OtpPopupData,
  type Outcome,
} from './core';
import { FINISH_QUEUE, type FinishJob } from './jobs';
import type { EnquiryPatch, EnquiryRow, EnquiryStatus } from './repo';
import { quotesUrl } from './urls';

export type SubmitInput = {
  deviceUuid: string;
  /** 1 for POST /api/enquiry, the url's stage for PUT /api/prequote_enquiry/:stage. */
  stage: number;
  body: TEnquirySubmit;
  language: LangCode;
  ipHash: string;
  /** The request's Idempotency-Key (POST /api/enquiry): kept on the enquiry it creates. */
  idempotencyKey?: string | undefined;
};

/** What the first step of a submission found: who asks, with which form, on which enquiry. */
type Resolved = {
  device: { id: number; sourceId: number };
  stored: NonNullable<Awaited<ReturnType<FormsService['getForm']>>>;
  fields: TField[];
  /** The enquiry this submission continues (this device's, this product's), if any. */
  existing: EnquiryRow | undefined;
  /** A hidden form (the quotes page's options or number) edits a finished enquiry. */
  hidden: boolean;
};

/** What the checked answers become. */
type Checked = Extract<AnswerCheck, { ok: true }> & { carriedVerification: boolean };

type Saved = { publicId: string; next: Awaited<ReturnType<FormsService['getNextForm']>>; isAsync: boolean };

/**
 * The enquiry's columns a submission writes, new or continued (docs/product/enquiries.md). `final`: the journey
 * ends with this form.
 */
function enquiryFields(input: SubmitInput, r: Resolved, c: Checked, pending: boolean, final: boolean) {
  const { body, language: lang } = input;
  const { existing, stored, hidden, device } = r;
  const mobile = c.contacts.mobileNumber;
  const isAsync = ASYNC_ENQUIRY_PRODUCTS.has(body.countryProductId);
  const status: EnquiryStatus = final
    ? isAsync
      ? 'processing'
      : 'submitted'
    : (existing?.status ?? 'draft');
  return {
    visitId: body.visitId,
    // Attribution is the verified session's device source; a body cannot claim a partner's (docs/product/session.md).
    sourceId: device.sourceId,
    // A hidden form (the quotes page's options) edits the enquiry of whichever journey type created it.
    journeyType: body.journeyType ?? (hidden ? undefined : stored.journeyType),
    language: lang,
    utm: {
      utmSource: body.utmSource,
      utmMedium: body.utmMedium,
      utmTerm: body.utmTerm,
      utmCampaign: body.utmCampaign,
    },
    contacts: c.contacts,
    // A fresh proof (code verified now, or carried from the enquiry the masked number came from) sets the
    // time; a number verified on this enquiry before keeps its own.
    mobileVerified:
      !pending && mobile !== undefined && !(existing?.mobileNumber === mobile && existing.mobileVerifiedAt),
    status,
    // Decision 0035: kept only when ticked; an unticked box never clears an earlier consent.
    marketingConsentVersion: body.marketingConsent === true ? CONSENT_TEXT_VERSION : undefined,
  } satisfies Omit<EnquiryPatch, 'stage' | 'answers' | 'removeAnswers'>;
}

/**
 * Step 1: the device, the form (its product and stage must be the url's) and the enquiry it continues. Another
 * device's enquiry (or another product's) is treated exactly like an unknown one.
 */
async function resolve(deps: EnquiryDeps, input: SubmitInput): Promise<Outcome<Resolved>> {
  const { repo, forms } = deps;
  const { body, language: lang } = input;
  const device = await repo.deviceByUuid(input.deviceUuid);
  if (!device)
    return refuse(lang, 404, ENQUIRY_ERROR_CODES.DEVICE_ID_NOT_FOUND, 'enquiry:errors.deviceNotFound');
  const stored = await forms.getForm(body.formKey, lang);
  if (!stored) return refuse(lang, 404, ENQUIRY_ERROR_CODES.FORM_NOT_FOUND, 'enquiry:errors.formNotFound');
  if (stored.productId !== body.countryProductId || stored.stage !== input.stage)
    return refuse(lang, 422, ENQUIRY_ERROR_CODES.FORM_MISMATCH, 'enquiry:errors.formMismatch');

  let existing = await ownedEnquiry(repo, body.enquiryId, device.id);
  if (existing && existing.countryProductId !== body.countryProductId) existing = undefined;
  // This request ran before and created its enquiry, but its answer was never kept (the process died between
  // the commit and the idempotency record): it goes on with that enquiry, never a second one (decision 0010).
  const recovered =
    input.stage === 1 && !existing && input.idempotencyKey
      ? await repo.byCreatingKey(device.id, input.idempotencyKey, IDEMPOTENCY_TIMINGS.ttlSeconds)
      : undefined;
  if (recovered) existing = recovered;
  const hidden = stored.form.hidden === true;
  if (input.stage > 1) {
    if (!existing)
      return refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
    // `stage` counts completed forms: a later form needs the one before it. A hidden form (the quotes page's
    // options, or its number) needs a finished journey, whichever journey type it had and however many forms.
    if (hidden ? existing.status === 'draft' : existing.stage < input.stage - 1)
      return refuse(lang, 422, ENQUIRY_ERROR_CODES.SCREEN_SKIPPED, 'enquiry:errors.screenSkipped');
  } else if (existing && existing.status !== 'draft' && !recovered) {
    // The first form again after a finished journey is a new search.
    existing = undefined;
  }
  const fields = stored.form.screens.flatMap((s) => s.fields);
  return { ok: true, value: { device, stored, fields, existing, hidden } };
}

/**
 * Step 2: the answers. The lookups they need (the enquiry a mask came from, option lists and ranges their urls
 * serve for these answers, the device's documents) are fetched here; the checks are the pure `checkAnswers`.
 */
async function check(deps: EnquiryDeps, input: SubmitInput, r: Resolved): Promise<Outcome<Checked>> {
  const { repo, forms } = deps;
  const now = deps.now ?? (() => new Date());
  const { body, language: lang } = input;
  const byId = new Set(r.fields.map((f) => f.fieldId));
  if (Object.keys(body.values).some((k) => !byId.has(k)))
    return refuse(lang, 422, ENQUIRY_ERROR_CODES.UNKNOWN_FIELD, 'enquiry:errors.unknownField');

  const sent = sentAnswers(body.values);
  const source = needsMaskSource(r.fields, sent)
    ? await ownedEnquiry(repo, body.cachedEnquiryId ?? body.enquiryId, r.device.id)
    : undefined;
  const { values, errors, carriedVerification } = unmask(r.fields, sent, source);
  const context = contextAnswers(r.existing?.answers, values);
  const answerOf = Object.fromEntries(context) as Record<string, TFieldValue>;

  const ranges = new Map<string, { min: number; max: number } | null>();
  const optionIds = new Map<string, ReadonlySet<string>>();
  const documents: string[] = [];
  for (const f of r.fields) {
    if (f.rangeSource) {
      const url = rangeSourceUrl(f.rangeSource, answerOf);
      ranges.set(f.fieldId, url ? await forms.resolveRange(url) : null);
    }
    const v = values.get(f.fieldId);
    if (v === undefined || !isPresent(v)) continue;
    const optionsUrl = optionsUrlOf(f, answerOf);
    if (optionsUrl !== undefined) {
      const list = optionsUrl ? await forms.resolveOptions(optionsUrl, lang) : null;
      optionIds.set(f.fieldId, new Set((list ?? []).map((o) => o.id)));
    }
    if (f.fieldType === 'upload' && typeof v === 'string') documents.push(v);
  }
  const ownedDocuments = documents.length > 0 ? await deps.documents.owned(r.device.id, documents) : [];

  const checked = checkAnswers({
    fields: r.fields,
    values,
    errors,
    context,
    ranges,
    optionIds,
    ownedDocuments: new Set(ownedDocuments.map((d) => `${d.fieldId}/${d.publicId}`)),
    today: todayAt(now()),
    utm: { source: body.utmSource, medium: body.utmMedium, campaign: body.utmCampaign, term: body.utmTerm },
  });
  if (!checked.ok) {
    const t = tFor(lang);
    const list = checked.fieldErrors.map((e) => ({
      ...e,
      message: t(e.failure.messageKey, e.failure.params),
    }));
    return {
      ok: false,
      status: 422,
      body: { code: ENQUIRY_ERROR_CODES.RULE_FAILED, message: list[0]?.message ?? '', fieldErrors: list },
    };
  }
  return { ok: true, value: { ...checked, carriedVerification } };
}

/**
 * Step 3, the OTP_VERIFICATION popup: a number not yet proved for this enquiry needs a code. Answers sent with a
 * wrong code are refused here, before anything is written (docs/product/otp.md).
 */
async function verify(
  { otp }: EnquiryDeps,
  input: SubmitInput,
  r: Resolved,
  c: Checked,
): Promise<Outcome<{ pending: boolean }>> {
  const mobile = c.contacts.mobileNumber;
  const { existing } = r;
  const proved =
    mobile === undefined ||
    c.carriedVerification ||
    (existing?.mobileNumber === mobile && existing.mobileVerifiedAt !== null);
  if (proved) return { ok: true, value: { pending: false } };
  if (input.body.otp === undefined || !existing) return { ok: true, value: { pending: true } };
  const v = await otp.verify({
    mobileNumber: mobile,
    purpose: 'enquiry',
    requestRef: existing.publicId,
    code: input.body.otp,
    ipHash: input.ipHash,
    deviceUuid: input.deviceUuid,
    language: input.language,
  });
  if (!v.ok) return { ok: false, status: 422, body: { code: v.code, message: v.message } };
  return { ok: true, value: { pending: false } };
}

/** Step 4: the enquiry written (and an async product's job sent) in one transaction. */
async function persist(
  deps: EnquiryDeps,
  input: SubmitInput,
  r: Resolved,
  c: Checked,
  pending: boolean,
): Promise<Saved> {
  const { repo, forms, log } = deps;
  const { body, language: lang } = input;
  const { existing, stored, hidden, device } = r;
  // A hidden form never finishes a journey again (an async product's job is not sent twice).
  const next = pending || hidden ? null : await forms.getNextForm(body.formKey, lang);
  const final = !pending && !next && !hidden;
  const isAsync = ASYNC_ENQUIRY_PRODUCTS.has(body.countryProductId);
  const publicId = existing?.publicId ?? newPublicId();
  const common = enquiryFields(input, r, c, pending, final);

  await repo.transaction(async (tx) => {
    // Until the OTP is verified the form is saved as a draft but does not count as completed; a hidden form
    // changes answers only, never the journey's progress (stage, form keys).
    const completed = pending || hidden ? undefined : body.formKey;
    let rowId: number;
    if (existing) {
      rowId = existing.id;
      await tx.update(existing.id, {
        ...common,
        stage: completed ? stored.stage : 0,
        completedFormKey: completed,
        answers: c.answers,
        removeAnswers: c.inactive,
      });
    } else {
      rowId = await tx.insert({
        ...common,
        journeyType: common.journeyType ?? stored.journeyType,
        publicId,
        deviceId: device.id,
        idempotencyKey: input.idempotencyKey,
        countryProductId: body.countryProductId,
        stage: completed ? stored.stage : 0,
        formKeys: completed ? [completed] : [],
        answers: c.answers,
      });
    }
    if (c.documentIds.length > 0) await tx.linkDocuments(rowId, device.id, c.documentIds);
    const queue = deps.queue;
    if (final && isAsync && queue) {
      // In the same transaction: the job exists exactly when the 'processing' enquiry does. If the job
      // schema is unavailable, the enquiry is still stored and a worker's sweep sends the job later.
      const sent = await tx.attempt((client) =>
        queue.send(FINISH_QUEUE, { enquiryId: publicId } satisfies FinishJob, client),
      );
      if (!sent.ok)
        log.warn({ err: loggableError(sent.err) }, 'enquiry job not sent; the sweep will send it');
    }
  });
  return { publicId, next, isAsync };
}

/** Step 5: the next step: the code popup, the next form, or the quotes page. */
async function respond(
  { otp }: EnquiryDeps,
  input: SubmitInput,
  mobile: string | undefined,
  pending: boolean,
  saved: Saved,
): Promise<Outcome<TEnquiryResponse>> {
  const { body, language: lang } = input;
  const { publicId, next, isAsync } = saved;
  const base = { enquiryId: publicId, redirectToInsurer: null, status: 1, success: true };
  if (pending && mobile !== undefined) {
    const { ipHash, deviceUuid } = input;
    const sent = await sendEnquiryCode(otp, { language: lang, mobile, publicId, ipHash, deviceUuid });
    if (!sent.ok) return sent;
    return {
      ok: true,
      value: ZEnquiryResponse.parse({
        ...base,
        next: { type: 'POPUP', subType: 'OTP_VERIFICATION' },
        data: sent.data,
      }),
    };
  }
  if (next) {
    return {
      ok: true,
      value: ZEnquiryResponse.parse({
        ...base,
        next: { type: 'STEP', config: { url: `/api/user_form/${next.formKey}` } },
      }),
    };
  }
  return {
    ok: true,
    value: ZEnquiryResponse.parse({
      ...base,
      next: { type: 'REDIRECT', config: { url: quotesUrl(body.countryProductId, publicId, lang) } },
      ...(isAsync ? { data: { jobState: 'processing' } } : {}),
    }),
  };
}

/** POST /api/enquiry and PUT /api/prequote_enquiry/{stage}: resolve → check → verify → persist → respond. */
export async function submit(deps: EnquiryDeps, input: SubmitInput): Promise<Outcome<TEnquiryResponse>> {
  const resolved = await resolve(deps, input);
  if (!resolved.ok) return resolved;
  const checked = await check(deps, input, resolved.value);
  if (!checked.ok) return checked;
  const proof = await verify(deps, input, resolved.value, checked.value);
  if (!proof.ok) return proof;
  const { pending } = proof.value;
  const saved = await persist(deps, input, resolved.value, checked.value, pending);
  return respond(deps, input, checked.value.contacts.mobileNumber, pending, saved);
}

/** The code sent again to the number a submission is waiting to have proved (docs/product/otp.md). */
export async function resendOtp(
  { repo, otp }: EnquiryDeps,
  input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
    ipHash: string;
  },
): Promise<Outcome<OtpPopupData>> {
  const lang = input.language;
  const device = await repo.deviceByUuid(input.deviceUuid);
  const enquiry = device ? await ownedEnquiry(repo, input.enquiryId, device.id) : undefined;
  if (!enquiry)
    return refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
  if (!enquiry.mobileNumber || enquiry.mobileVerifiedAt)
    return refuse(lang, 409, ENQUIRY_ERROR_CODES.OTP_NOT_PENDING, 'enquiry:errors.otpNotPending');
  const sent = await sendEnquiryCode(otp, {
    language: lang,
    mobile: enquiry.mobileNumber,
    publicId: enquiry.publicId,
    ipHash: input.ipHash,
    deviceUuid: input.deviceUuid,
  });
  return sent.ok ? { ok: true, value: sent.data } : sent;
}
