import type { FastifyBaseLogger } from 'fastify';
import {
  ASYNC_ENQUIRY_PRODUCTS,
  JOURNEY_ERROR_CODES,
  ZCachedEnquiry,
  ZEnquiryResponse,
  type TCachedEnquiry,
  type TEnquiryResponse,
  type TEnquirySubmit,
  type TField,
  type TFieldValue,
} from '../../../shared/contracts/journey';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { CONSENT_TEXT_VERSION } from '../../../shared/contracts/quotes-api-constants';
import type { LangCode } from '../../../shared/domain/locales';
import { todayAt } from '../../../shared/rules/dates';
import { MSG } from '../../../shared/rules/messages';
import { isPresent } from '../../../shared/rules/values';
import { rangeSourceUrl } from '../../../shared/rules/range-source';
import type { RuleFailure } from '../../../shared/rules/types';
import { tFor } from '../../../shared/i18n/catalogues';
import type { JobQueue } from '../../lib/job-queue';
import type { DocumentsService } from '../documents/service';
import type { FormsService } from '../forms/types';
import type { OtpSendResult, OtpService } from '../otp/types';
import {
  checkAnswers,
  contextAnswers,
  needsMaskSource,
  optionsUrlOf,
  sentAnswers,
  unmask,
  type AnswerCheck,
} from './answers';
import { linkMask, maskContact, maskedIds, maskMobile } from '../../lib/masking';
import { newPublicId } from '../../lib/public-id';
import type { Refusal as LibRefusal, RefusalBody } from '../../lib/outcome';
import type { SmsAdapter } from '../otp/sms';
import { isReference, normaliseReference } from '../../../shared/domain/enquiry-reference';
import { FINISH_QUEUE, type FinishJob } from './jobs';
import type { EnquiriesRepo, EnquiryRow, EnquiryStatus } from './repo';
import { IDEMPOTENCY_TIMINGS } from '../../plugins/idempotency';
import { quotesUrl, resultsLinkPath } from './urls';
import { loggableError } from '../../plugins/errors';

/** Codes of this module beyond JOURNEY_ERROR_CODES (spec 000 §8 leaves them open). */
export const ENQUIRY_ERROR_CODES = {
  ...JOURNEY_ERROR_CODES,
  /** The form exists but belongs to another product or another stage than the url's. */
  FORM_MISMATCH: 'FORM_MISMATCH',
  /** Resend asked for an enquiry whose number is verified already, or that has none. */
  OTP_NOT_PENDING: 'OTP_NOT_PENDING',
  OTP_SEND_FAILED: 'OTP_SEND_FAILED',
  /** Decision 0028: a results link needs the enquiry's proved number. */
  MOBILE_NOT_VERIFIED: 'MOBILE_NOT_VERIFIED',
  /** Decision 0028: RESULTS_LINK_MAX_SENDS links were sent for this enquiry already. */
  RESULTS_LINK_LIMIT: 'RESULTS_LINK_LIMIT',
  RESULTS_LINK_SEND_FAILED: 'RESULTS_LINK_SEND_FAILED',
  DEVICE_ID_NOT_FOUND: ERROR_CODES.DEVICE_ID_NOT_FOUND,
} as const;

export type FieldErrorOut = { fieldId: string; failure: RuleFailure; message: string };

/** A refused request: HTTP status and the JSON body (ZEnquiryRejection, plus retryAfter for 429). */
export type Refusal = LibRefusal<RefusalBody & { fieldErrors?: FieldErrorOut[] }>;
export type Outcome<T> = { ok: true; value: T } | Refusal;

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

export type OtpPopupData = { maskedMobile: string; resendAfter: number; otpLength: number };

/** Decision 0028: results links an enquiry may have sent by SMS, in all. */
export const RESULTS_LINK_MAX_SENDS = 3;

/** The enquiry's reference and its results link (decision 0028), as the quotes page shows them. */
export type ResultsLinkState = {
  reference: string;
  /** Where a link goes: the enquiry's proved number, masked ('+971 5X XXX 1234'); null: no proved number. */
  sentTo: string | null;
  /** Links sent so far, and how many may be. */
  sent: number;
  limit: number;
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

export type EnquiryService = ReturnType<typeof enquiryService>;

export function enquiryService(deps: {
  repo: EnquiriesRepo;
  forms: FormsService;
  otp: OtpService;
  /** Upload answers are checked against the device's documents. */
  documents: Pick<DocumentsService, 'owned'>;
  /** Sends the async products' job with the enquiry's transaction; null: the sweep of a worker node sends it. */
  queue: JobQueue | null;
  log: FastifyBaseLogger;
  /** Sends the results link (decision 0028): the configured adapter, the outbox in development. */
  sms: SmsAdapter;
  /** The public origin the link names (PUBLIC_ORIGIN). */
  origin: string;
  now?: () => Date;
}) {
  const { repo, forms, otp, log } = deps;
  const now = deps.now ?? (() => new Date());

  function refuse(
    lang: LangCode,
    status: number,
    code: string,
    key: string,
    extra: Partial<Refusal['body']> = {},
  ): Refusal {
    return { ok: false, status, body: { code, message: tFor(lang)(key), ...extra } };
  }

  /**
   * The enquiry with this public id if the device may use it: it created it, or it proved the enquiry's number by
   * its code (an access grant, decision 0017). Anything else looks the same: absent.
   */
  async function owned(publicId: string | undefined, deviceId: number): Promise<EnquiryRow | undefined> {
    if (!publicId) return undefined;
    const row = await repo.byPublicId(publicId);
    if (!row) return undefined;
    return row.deviceId === deviceId || (await repo.hasAccess(row.id, deviceId)) ? row : undefined;
  }

  function otpOutcome(mobile: string, r: OtpSendResult): { ok: true; data: OtpPopupData } | Refusal {
    if (r.ok)
      return {
        ok: true,
        data: { maskedMobile: r.maskedMobile, resendAfter: r.resendAfter, otpLength: r.length },
      };
    switch (r.code) {
      case 'OTP_RESEND_COOLDOWN':
        // A code is already on its way: show the popup, with the wait before another may be sent.
        return {
          ok: true,
          data: { maskedMobile: maskMobile(mobile), resendAfter: r.retryAfter ?? 30, otpLength: otp.length },
        };
      case 'OTP_SEND_LIMIT':
        return {
          ok: false,
          status: 429,
          body: { code: r.code, message: r.message, retryAfter: Math.max(1, Math.ceil(r.retryAfter ?? 60)) },
        };
      case 'INVALID_MOBILE':
        return { ok: false, status: 422, body: { code: r.code, message: r.message } };
      default:
        return {
          ok: false,
          status: 503,
          body: { code: ENQUIRY_ERROR_CODES.OTP_SEND_FAILED, message: r.message },
        };
    }
  }

  async function sendCode(
    lang: LangCode,
    mobile: string,
    publicId: string,
    ipHash: string,
    deviceUuid: string,
  ) {
    const r = await otp.send({
      mobileNumber: mobile,
      purpose: 'enquiry',
      requestRef: publicId,
      ipHash,
      deviceUuid,
      language: lang,
    });
    return otpOutcome(mobile, r);
  }

  /**
   * Step 1: the device, the form (its product and stage must be the url's) and the enquiry it continues. Another
   * device's enquiry (or another product's) is treated exactly like an unknown one.
   */
  async function resolve(input: SubmitInput): Promise<Outcome<Resolved>> {
    const { body, language: lang } = input;
    const device = await repo.deviceByUuid(input.deviceUuid);
    if (!device)
      return refuse(lang, 404, ENQUIRY_ERROR_CODES.DEVICE_ID_NOT_FOUND, 'enquiry:errors.deviceNotFound');
    const stored = await forms.getForm(body.formKey, lang);
    if (!stored) return refuse(lang, 404, ENQUIRY_ERROR_CODES.FORM_NOT_FOUND, 'enquiry:errors.formNotFound');
    if (stored.productId !== body.countryProductId || stored.stage !== input.stage)
      return refuse(lang, 422, ENQUIRY_ERROR_CODES.FORM_MISMATCH, 'enquiry:errors.formMismatch');

    let existing = await owned(body.enquiryId, device.id);
    if (existing && existing.countryProductId !== body.countryProductId) existing = undefined;
    // Issue 11 §3: this request ran before and created its enquiry, but its answer was never kept (the process
    // died between the commit and the idempotency record): it goes on with that enquiry, never a second one.
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
  async function check(input: SubmitInput, r: Resolved): Promise<Outcome<Checked>> {
    const { body, language: lang } = input;
    const byId = new Set(r.fields.map((f) => f.fieldId));
    if (Object.keys(body.values).some((k) => !byId.has(k)))
      return refuse(lang, 422, ENQUIRY_ERROR_CODES.UNKNOWN_FIELD, 'enquiry:errors.unknownField');

    const sent = sentAnswers(body.values);
    const source = needsMaskSource(r.fields, sent)
      ? await owned(body.cachedEnquiryId ?? body.enquiryId, r.device.id)
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
   * Step 3, spec 000 §4 POPUP OTP_VERIFICATION: a number not yet proved for this enquiry needs a code. Issue 11 §6:
   * answers sent with a wrong code are refused here, before anything is written.
   */
  async function verify(input: SubmitInput, r: Resolved, c: Checked): Promise<Outcome<{ pending: boolean }>> {
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
    input: SubmitInput,
    r: Resolved,
    c: Checked,
    pending: boolean,
  ): Promise<{ publicId: string; next: Awaited<ReturnType<FormsService['getNextForm']>>; isAsync: boolean }> {
    const { body, language: lang } = input;
    const { existing, stored, hidden, device } = r;
    const mobile = c.contacts.mobileNumber;
    // A hidden form never finishes a journey again (an async product's job is not sent twice).
    const next = pending || hidden ? null : await forms.getNextForm(body.formKey, lang);
    const final = !pending && !next && !hidden;
    const isAsync = ASYNC_ENQUIRY_PRODUCTS.has(body.countryProductId);
    const status: EnquiryStatus = final
      ? isAsync
        ? 'processing'
        : 'submitted'
      : (existing?.status ?? 'draft');
    const publicId = existing?.publicId ?? newPublicId();
    const common = {
      visitId: body.visitId,
      // Issue 11 §4: attribution is the verified session's device source; a body cannot claim a partner's.
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
      // Issue 14 §3 (decision 0035): kept only when ticked; an unticked box never clears an earlier consent.
      marketingConsentVersion: body.marketingConsent === true ? CONSENT_TEXT_VERSION : undefined,
    };

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
      if (final && isAsync && deps.queue) {
        // In the same transaction: the job exists exactly when the 'processing' enquiry does. If the job
        // schema is unavailable, the enquiry is still stored and a worker's sweep sends the job later.
        await tx.client.query('savepoint enquiry_job');
        try {
          await deps.queue.send(FINISH_QUEUE, { enquiryId: publicId } satisfies FinishJob, tx.client);
          await tx.client.query('release savepoint enquiry_job');
        } catch (err) {
          await tx.client.query('rollback to savepoint enquiry_job');
          log.warn({ err: loggableError(err) }, 'enquiry job not sent; the sweep will send it');
        }
      }
    });
    return { publicId, next, isAsync };
  }

  /** Step 5: the next step: the code popup, the next form, or the quotes page. */
  async function respond(
    input: SubmitInput,
    mobile: string | undefined,
    pending: boolean,
    saved: Awaited<ReturnType<typeof persist>>,
  ): Promise<Outcome<TEnquiryResponse>> {
    const { body, language: lang } = input;
    const { publicId, next, isAsync } = saved;
    const base = { enquiryId: publicId, redirectToInsurer: null, status: 1, success: true };
    if (pending && mobile !== undefined) {
      const sent = await sendCode(lang, mobile, publicId, input.ipHash, input.deviceUuid);
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
  async function submit(input: SubmitInput): Promise<Outcome<TEnquiryResponse>> {
    const resolved = await resolve(input);
    if (!resolved.ok) return resolved;
    const checked = await check(input, resolved.value);
    if (!checked.ok) return checked;
    const proof = await verify(input, resolved.value, checked.value);
    if (!proof.ok) return proof;
    const { pending } = proof.value;
    const saved = await persist(input, resolved.value, checked.value, pending);
    return respond(input, checked.value.contacts.mobileNumber, pending, saved);
  }

  async function resendOtp(input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
    ipHash: string;
  }): Promise<Outcome<OtpPopupData>> {
    const lang = input.language;
    const device = await repo.deviceByUuid(input.deviceUuid);
    const enquiry = device ? await owned(input.enquiryId, device.id) : undefined;
    if (!enquiry)
      return refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
    if (!enquiry.mobileNumber || enquiry.mobileVerifiedAt)
      return refuse(lang, 409, ENQUIRY_ERROR_CODES.OTP_NOT_PENDING, 'enquiry:errors.otpNotPending');
    const sent = await sendCode(lang, enquiry.mobileNumber, enquiry.publicId, input.ipHash, input.deviceUuid);
    return sent.ok ? { ok: true, value: sent.data } : sent;
  }

  /** Spec 000 §7 'Cached data' / 'Pre-quote cache': the owner's enquiry with contact values masked. */
  async function cached(input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
    /** The pre-quote cache url names a product: another product's enquiry is not found there. */
    productFits?: (productId: number) => boolean;
  }): Promise<Outcome<TCachedEnquiry>> {
    const device = await repo.deviceByUuid(input.deviceUuid);
    const e = device ? await owned(input.enquiryId, device.id) : undefined;
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
    // Issue 11: an Emirates ID never leaves the server whole, whichever field (or member row) holds it.
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
   * Opening saved results on another device (issue 9 'Rendering and access', decision 0017): whoever holds the
   * enquiry's address and its proved number gets a code on that number; the right code grants this device access.
   * Any other number (or an enquiry without a proved number, or none) gets the same answer under the same limits,
   * but nothing is sent and no code can verify (a decoy, decision 0043): the answer never tells whether a guessed
   * number is the owner's.
   */
  async function access(input: {
    deviceUuid: string;
    enquiryId: string;
    mobileNumber: string;
    otp?: string | undefined;
    language: LangCode;
    ipHash: string;
  }): Promise<Outcome<{ granted: true } | { granted: false; data: OtpPopupData }>> {
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
      const sent = otpOutcome(input.mobileNumber, await otp.send({ ...code, decoy: owner === null }));
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

  /** A finished enquiry with a proved number: the only kind a results link is sent for, to that number only. */
  const provedNumber = (e: EnquiryRow): string | null =>
    e.status !== 'draft' && e.mobileVerifiedAt && e.mobileNumber ? e.mobileNumber : null;

  const linkState = (e: EnquiryRow, reference: string, sent: number): ResultsLinkState => {
    const mobile = provedNumber(e);
    return { reference, sentTo: mobile ? linkMask(mobile) : null, sent, limit: RESULTS_LINK_MAX_SENDS };
  };

  /** The device's own (or granted) enquiry, or the refusal that makes any other look absent. */
  async function readable(
    deviceUuid: string,
    enquiryId: string,
    lang: LangCode,
  ): Promise<Outcome<EnquiryRow>> {
    const device = await repo.deviceByUuid(deviceUuid);
    const e = device ? await owned(enquiryId, device.id) : undefined;
    return e
      ? { ok: true, value: e }
      : refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
  }

  /** GET /api/enquiries/{id}/results-link: the reference (given now to an older enquiry) and the link's state. */
  async function resultsLink(input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
  }): Promise<Outcome<ResultsLinkState>> {
    const found = await readable(input.deviceUuid, input.enquiryId, input.language);
    if (!found.ok) return found;
    const e = found.value;
    const reference = e.reference ?? (await repo.ensureReference(e.id));
    return { ok: true, value: linkState(e, reference, e.resultsLinkSends) };
  }

  /**
   * POST /api/enquiries/{id}/results-link (decision 0028): a link to the results, by SMS, to the enquiry's proved
   * number and nowhere else, at most RESULTS_LINK_MAX_SENDS times. The link names the reference only: opening it
   * on a device without access asks for the number and a code sent to it (`access`).
   */
  async function sendResultsLink(input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
  }): Promise<Outcome<ResultsLinkState>> {
    const lang = input.language;
    const found = await readable(input.deviceUuid, input.enquiryId, lang);
    if (!found.ok) return found;
    const e = found.value;
    const mobile = provedNumber(e);
    if (!mobile)
      return refuse(lang, 409, ENQUIRY_ERROR_CODES.MOBILE_NOT_VERIFIED, 'enquiry:errors.resultsLinkNoNumber');
    const reference = e.reference ?? (await repo.ensureReference(e.id));
    const sent = await repo.takeResultsLinkSend(e.id, RESULTS_LINK_MAX_SENDS);
    if (sent === null)
      return refuse(lang, 429, ENQUIRY_ERROR_CODES.RESULTS_LINK_LIMIT, 'enquiry:errors.resultsLinkLimit', {
        // Not a wait: the limit is for good. A day tells a client not to retry soon.
        retryAfter: 86_400,
      });
    const t = tFor(lang);
    const url = deps.origin + resultsLinkPath(e.countryProductId, reference, lang);
    try {
      await deps.sms.send(mobile, t('enquiry:resultsLink.sms', { brand: t('common:brand'), reference, url }));
    } catch (err) {
      await repo.returnResultsLinkSend(e.id);
      log.warn({ reason: err instanceof Error ? err.message : 'unknown' }, 'results link SMS not delivered');
      return refuse(
        lang,
        503,
        ENQUIRY_ERROR_CODES.RESULTS_LINK_SEND_FAILED,
        'enquiry:errors.resultsLinkFailed',
      );
    }
    return { ok: true, value: linkState(e, reference, sent) };
  }

  /**
   * GET /api/enquiries/reference/{reference}: the enquiry a results link names, for a device that may read it (its
   * own, or granted by the number's code). Any other device gets 404 and learns nothing: the reference grants nothing.
   */
  async function byReference(input: {
    deviceUuid: string;
    reference: string;
    language: LangCode;
  }): Promise<Outcome<{ enquiryId: string; countryProductId: number }>> {
    const lang = input.language;
    const missing = refuse(
      lang,
      404,
      ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND,
      'enquiry:errors.enquiryNotFound',
    );
    const ref = normaliseReference(input.reference);
    const device = ref ? await repo.deviceByUuid(input.deviceUuid) : undefined;
    const row = ref && device ? await repo.byReference(ref) : undefined;
    if (!row || !device) return missing;
    if (row.deviceId !== device.id && !(await repo.hasAccess(row.id, device.id))) return missing;
    return { ok: true, value: { enquiryId: row.publicId, countryProductId: row.countryProductId } };
  }

  return { submit, resendOtp, cached, access, resultsLink, sendResultsLink, byReference };
}
