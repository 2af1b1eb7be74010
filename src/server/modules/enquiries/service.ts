import { randomInt } from 'node:crypto';
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
import type { LangCode } from '../../../shared/domain/locales';
import { todayAt } from '../../../shared/rules/dates';
import { validateFields } from '../../../shared/rules/engine';
import { isEmiratesId, isMaskedEmiratesId, maskEmiratesId } from '../../../shared/rules/inputs';
import { MSG } from '../../../shared/rules/messages';
import type { RuleFailure } from '../../../shared/rules/types';
import { isPresent } from '../../../shared/rules/values';
import { fillPlaceholders } from '../../../shared/rules/placeholders';
import { NO_RANGE_FAILURE, rangeSourceRule, rangeSourceUrl } from '../../../shared/rules/range-source';
import type { ValidationRule } from '../../../shared/rules/types';
import { tFor } from '../../../shared/i18n/catalogues';
import type { JobQueue } from '../../jobs/queue';
import type { DocumentsService } from '../documents/service';
import type { FormsService } from '../forms/types';
import type { OtpSendResult, OtpService } from '../otp/types';
import {
  contactShapeOk,
  isMaskedContact,
  maskContact,
  maskMatches,
  maskMobile,
  type Contacts,
} from './contact';
import { FINISH_QUEUE, type FinishJob } from './jobs';
import type { EnquiriesRepo, EnquiryRow, EnquiryStatus } from './repo';
import { IDEMPOTENCY_TIMINGS } from '../../plugins/idempotency';
import { quotesUrl } from './urls';

/** Codes of this module beyond JOURNEY_ERROR_CODES (spec 000 §8 leaves them open). */
export const ENQUIRY_ERROR_CODES = {
  ...JOURNEY_ERROR_CODES,
  /** The form exists but belongs to another product or another stage than the url's. */
  FORM_MISMATCH: 'FORM_MISMATCH',
  /** Resend asked for an enquiry whose number is verified already, or that has none. */
  OTP_NOT_PENDING: 'OTP_NOT_PENDING',
  OTP_SEND_FAILED: 'OTP_SEND_FAILED',
  DEVICE_ID_NOT_FOUND: ERROR_CODES.DEVICE_ID_NOT_FOUND,
} as const;

export type FieldErrorOut = { fieldId: string; failure: RuleFailure; message: string };

/** A refused request: HTTP status and the JSON body (ZEnquiryRejection, plus retryAfter for 429). */
export type Refusal = {
  ok: false;
  status: number;
  body: { code: string; message: string; fieldErrors?: FieldErrorOut[]; retryAfter?: number };
};
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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 letters and digits from the CSPRNG, at least one letter (spec 000 §2 ignores purely numeric ids). */
export function newPublicId(): string {
  for (;;) {
    let id = '';
    for (let i = 0; i < 24; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
    if (/[A-Za-z]/.test(id)) return id;
  }
}

/** U+0000 cannot be stored in text or jsonb; it is dropped from every answer before anything else. */
function stripNul(value: TFieldValue): TFieldValue {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) {
    return value.map((item) =>
      typeof item === 'string'
        ? item.replaceAll('\u0000', '')
        : Object.fromEntries(
            Object.entries(item).map(([k, v]) => [
              k.replaceAll('\u0000', ''),
              typeof v === 'string' ? v.replaceAll('\u0000', '') : v,
            ]),
          ),
    ) as TFieldValue;
  }
  return value;
}

/** Spec 000 §5 'number-type fields … store the parsed integer'. */
function normalise(field: TField, value: TFieldValue): TFieldValue {
  if (field.inputKind === 'number' && typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) {
    const num = Number(value.trim());
    if (Number.isSafeInteger(num)) return num;
  }
  return value;
}

const invalidContactKey = (trackingId: string) =>
  trackingId === 'mobileNumber' || trackingId === 'altMobileNumber'
    ? MSG.mobile.invalid
    : trackingId === 'email'
      ? MSG.glossary.emailInvalid
      : MSG.invalidValue;

/** Issue 4 §3: an upload answer names a document this device uploaded for this field, nothing else. */
const DOCUMENT_FAILURE: RuleFailure = {
  valid: false,
  type: 'miscellaneous',
  messageKey: 'documents:errors.notYours',
  params: {},
};

/** `value` with every Emirates ID in it (at any depth) masked (issue 11: masked in every read). */
function maskedIds(value: unknown): unknown {
  if (isEmiratesId(value)) return maskEmiratesId(value);
  if (Array.isArray(value)) return value.map(maskedIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskedIds(v)]));
  return value;
}

/** A masked Emirates ID that is not the mask of the number stored on this device's enquiry. */
const EMIRATES_ID_FAILURE: RuleFailure = {
  valid: false,
  type: 'regex',
  messageKey: MSG.emiratesId.invalid,
  params: {},
};

const contactFailure = (trackingId: string): RuleFailure => ({
  valid: false,
  type: 'regex',
  messageKey: invalidContactKey(trackingId),
  params: {},
});

const OPTION_FAILURE: RuleFailure = {
  valid: false,
  type: 'miscellaneous',
  messageKey: MSG.option,
  params: {},
};
const CHOICE_TYPES: ReadonlySet<string> = new Set(['select', 'radio', 'multiSelect', 'checkBox']);

/** Every chosen id (one, or each of a list) is an option id. */
function answerIsAmong(value: TFieldValue, ids: ReadonlySet<string>): boolean {
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((c) => (typeof c === 'string' || typeof c === 'number') && ids.has(String(c)));
}

/**
 * Whether a present answer is one the field offers: an id of its options (a single id for select and radio,
 * ids for multiSelect), or true/false for a check box without options. Any other field type: not a choice.
 */
function answerFits(f: TField, value: TFieldValue, ids: ReadonlySet<string> | undefined): boolean {
  if (f.fieldType === 'checkBox' && !ids)
    return typeof value === 'boolean' || value === 'true' || value === 'false';
  if (!CHOICE_TYPES.has(f.fieldType)) return true;
  // The contract (ZField) refuses a choice field without options; should one reach here, accept nothing.
  if (!ids) return false;
  if (f.fieldType === 'multiSelect' && !Array.isArray(value)) return false;
  if ((f.fieldType === 'select' || f.fieldType === 'radio') && Array.isArray(value)) return false;
  return answerIsAmong(value, ids);
}

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

  /**
   * The option ids a choice field accepts: its inline options, else the list its optionsSource url serves with
   * the answers filled in (an unfillable or unknown url accepts nothing). Undefined: not a choice field.
   */
  async function optionIdsOf(
    f: TField,
    answers: Record<string, TFieldValue>,
    lang: LangCode,
  ): Promise<ReadonlySet<string> | undefined> {
    if (!CHOICE_TYPES.has(f.fieldType)) return undefined;
    if (f.options) return new Set(f.options.map((o) => o.id));
    if (!f.optionsSource) return undefined; // a single yes/no check box: answerFits checks it is a boolean
    const url = fillPlaceholders(f.optionsSource.url, answers);
    const list = url ? await forms.resolveOptions(url, lang) : null;
    return new Set((list ?? []).map((o) => o.id));
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

  async function submit(input: SubmitInput): Promise<Outcome<TEnquiryResponse>> {
    const { body, language: lang } = input;
    const t = tFor(lang);
    const device = await repo.deviceByUuid(input.deviceUuid);
    if (!device)
      return refuse(lang, 404, ENQUIRY_ERROR_CODES.DEVICE_ID_NOT_FOUND, 'enquiry:errors.deviceNotFound');

    const stored = await forms.getForm(body.formKey, lang);
    if (!stored) return refuse(lang, 404, ENQUIRY_ERROR_CODES.FORM_NOT_FOUND, 'enquiry:errors.formNotFound');
    if (stored.productId !== body.countryProductId || stored.stage !== input.stage)
      return refuse(lang, 422, ENQUIRY_ERROR_CODES.FORM_MISMATCH, 'enquiry:errors.formMismatch');

    // Another device's enquiry (or another product's) is treated exactly like an unknown one.
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
    const byId = new Map(fields.map((f) => [f.fieldId, f]));
    if (Object.keys(body.values).some((k) => !byId.has(k)))
      return refuse(lang, 422, ENQUIRY_ERROR_CODES.UNKNOWN_FIELD, 'enquiry:errors.unknownField');

    const values = new Map<string, TFieldValue>();
    for (const [k, v] of Object.entries(body.values)) values.set(k, stripNul(v));

    // Spec 000 §4 'Cache resets': a masked contact stands for the value stored on the enquiry it came from,
    // and only on the same device.
    const fieldErrors = new Map<string, RuleFailure>();
    let carriedVerification = false;
    let source: EnquiryRow | undefined | null = null;
    for (const f of fields) {
      const v = values.get(f.fieldId);
      // Issue 11: a masked Emirates ID sent back unchanged keeps the stored number; any other mask is invalid.
      if (f.inputKind === 'emiratesId' && isMaskedEmiratesId(v)) {
        if (source === null) source = await owned(body.cachedEnquiryId ?? body.enquiryId, device.id);
        const kept = source?.answers[f.fieldId];
        if (isEmiratesId(kept) && maskEmiratesId(kept) === v) values.set(f.fieldId, kept);
        else fieldErrors.set(f.fieldId, EMIRATES_ID_FAILURE);
        continue;
      }
      if (!f.trackingId || !isMaskedContact(f.trackingId, v)) continue;
      if (source === null) source = await owned(body.cachedEnquiryId ?? body.enquiryId, device.id);
      const storedValue = source ? source[f.trackingId] : null;
      if (source && storedValue !== null && maskMatches(f.trackingId, v, storedValue)) {
        values.set(f.fieldId, storedValue);
        if (f.trackingId === 'mobileNumber' && source.mobileVerifiedAt) carriedVerification = true;
      } else {
        fieldErrors.set(f.fieldId, contactFailure(f.trackingId));
      }
    }

    // The same engine and definition as the browser, over every field of every screen (never skipValidDirty).
    const ctxValues = new Map<string, unknown>(Object.entries(existing?.answers ?? {}));
    for (const [k, v] of values) ctxValues.set(k, v);
    const answerOf = Object.fromEntries(ctxValues) as Record<string, TFieldValue>;
    // A rangeSource adds the range its url serves for these answers as a number range rule, as the browser does.
    const rulesOf = new Map<string, ValidationRule[]>();
    const unranged = new Set<string>();
    for (const f of fields) {
      if (!f.rangeSource) continue;
      const url = rangeSourceUrl(f.rangeSource, answerOf);
      const range = url ? await forms.resolveRange(url) : null;
      if (range) rulesOf.set(f.fieldId, [...f.validations, rangeSourceRule(range)]);
      else unranged.add(f.fieldId);
    }
    const validation = validateFields(
      fields.map((f) => ({
        fieldId: f.fieldId,
        fieldType: f.fieldType,
        value: values.get(f.fieldId),
        validations: rulesOf.get(f.fieldId) ?? f.validations,
        constraints: f.constraints ?? null,
      })),
      {
        today: todayAt(now()),
        values: ctxValues,
        utm: {
          source: body.utmSource,
          medium: body.utmMedium,
          campaign: body.utmCampaign,
          term: body.utmTerm,
        },
      },
    );
    for (const e of validation.errors) if (!fieldErrors.has(e.fieldId)) fieldErrors.set(e.fieldId, e.failure);
    const inactive = new Set(validation.inactive);

    // Answers of choice fields must be among the field's options (inline, or the list its url serves now):
    // a browser only offers those, so anything else is an edited request. A rangeSource that serves no range
    // for these answers accepts nothing.
    for (const f of fields) {
      const v = values.get(f.fieldId);
      if (inactive.has(f.fieldId) || fieldErrors.has(f.fieldId) || v === undefined || !isPresent(v)) continue;
      if (unranged.has(f.fieldId)) fieldErrors.set(f.fieldId, NO_RANGE_FAILURE);
      const ids = await optionIdsOf(f, answerOf, lang);
      if (!answerFits(f, v, ids)) fieldErrors.set(f.fieldId, OPTION_FAILURE);
    }

    const uploads = fields.filter(
      (f) => f.fieldType === 'upload' && !inactive.has(f.fieldId) && isPresent(values.get(f.fieldId)),
    );
    const documentIds: string[] = [];
    if (uploads.length > 0) {
      const named = uploads.map((f) => values.get(f.fieldId)).filter((v) => typeof v === 'string');
      const owned = await deps.documents.owned(device.id, named);
      const fits = new Set(owned.map((d) => `${d.fieldId}/${d.publicId}`));
      for (const f of uploads) {
        const v = values.get(f.fieldId);
        if (typeof v === 'string' && fits.has(`${f.fieldId}/${v}`)) documentIds.push(v);
        else if (!fieldErrors.has(f.fieldId)) fieldErrors.set(f.fieldId, DOCUMENT_FAILURE);
      }
    }

    const answers: Record<string, TFieldValue> = {};
    const contacts: Contacts = {};
    for (const f of fields) {
      const v = values.get(f.fieldId);
      if (inactive.has(f.fieldId) || v === undefined || fieldErrors.has(f.fieldId)) continue;
      if (f.trackingId) {
        if (!isPresent(v)) continue;
        // The contact columns hold what they are meant to, whatever the definition's own rules say.
        if (typeof v !== 'string' || !contactShapeOk(f.trackingId, v.trim())) {
          fieldErrors.set(f.fieldId, contactFailure(f.trackingId));
          continue;
        }
        contacts[f.trackingId] = v.trim();
      } else {
        answers[f.fieldId] = normalise(f, v);
      }
    }

    if (fieldErrors.size > 0) {
      const list = fields
        .filter((f) => fieldErrors.has(f.fieldId))
        .map((f) => {
          const failure = fieldErrors.get(f.fieldId) as RuleFailure;
          return { fieldId: f.fieldId, failure, message: t(failure.messageKey, failure.params) };
        });
      return {
        ok: false,
        status: 422,
        body: { code: ENQUIRY_ERROR_CODES.RULE_FAILED, message: list[0]?.message ?? '', fieldErrors: list },
      };
    }

    // Spec 000 §4 POPUP OTP_VERIFICATION: a number not yet proved for this enquiry needs a code.
    const mobile = contacts.mobileNumber;
    let verified =
      mobile === undefined ||
      carriedVerification ||
      (existing?.mobileNumber === mobile && existing.mobileVerifiedAt !== null);
    let otpFailure: Refusal | undefined;
    if (!verified && body.otp !== undefined && existing && mobile !== undefined) {
      const v = await otp.verify({
        mobileNumber: mobile,
        purpose: 'enquiry',
        requestRef: existing.publicId,
        code: body.otp,
        ipHash: input.ipHash,
        deviceUuid: input.deviceUuid,
        language: lang,
      });
      if (v.ok) verified = true;
      else otpFailure = { ok: false, status: 422, body: { code: v.code, message: v.message } };
    }
    // Issue 11 §6: answers sent with a wrong code are not written; the enquiry stays as it was.
    if (otpFailure) return otpFailure;
    const pending = !verified;

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
      contacts,
      // A fresh proof (code verified now, or carried from the enquiry the masked number came from) sets the
      // time; a number verified on this enquiry before keeps its own.
      mobileVerified:
        !pending && mobile !== undefined && !(existing?.mobileNumber === mobile && existing.mobileVerifiedAt),
      status,
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
          answers,
          removeAnswers: [...inactive],
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
          answers,
        });
      }
      if (documentIds.length > 0) await tx.linkDocuments(rowId, device.id, documentIds);
      if (final && isAsync && deps.queue) {
        // In the same transaction: the job exists exactly when the 'processing' enquiry does. If the job
        // schema is unavailable, the enquiry is still stored and a worker's sweep sends the job later.
        await tx.client.query('savepoint enquiry_job');
        try {
          await deps.queue.send(FINISH_QUEUE, { enquiryId: publicId } satisfies FinishJob, tx.client);
          await tx.client.query('release savepoint enquiry_job');
        } catch (err) {
          await tx.client.query('rollback to savepoint enquiry_job');
          log.warn({ err }, 'enquiry job not sent; the sweep will send it');
        }
      }
    });

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
   * An enquiry without a proved number, or another number, is answered as not found (nothing is sent).
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
    const row = await repo.byPublicId(input.enquiryId);
    if (!row || row.status === 'draft' || !row.mobileVerifiedAt || row.mobileNumber !== input.mobileNumber)
      return refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.accessNotFound');
    if (row.deviceId === device.id || (await repo.hasAccess(row.id, device.id)))
      return { ok: true, value: { granted: true } };
    // The code is bound to this enquiry and this device: another device cannot use it.
    const code = {
      mobileNumber: input.mobileNumber,
      purpose: 'enquiryAccess' as const,
      requestRef: `${row.publicId}:${device.id}`,
      ipHash: input.ipHash,
      deviceUuid: input.deviceUuid,
      language: lang,
    };
    if (input.otp === undefined) {
      const sent = otpOutcome(input.mobileNumber, await otp.send(code));
      return sent.ok ? { ok: true, value: { granted: false, data: sent.data } } : sent;
    }
    const verified = await otp.verify({ ...code, code: input.otp });
    if (!verified.ok)
      return { ok: false, status: 422, body: { code: verified.code, message: verified.message } };
    await repo.grantAccess(row.id, device.id);
    return { ok: true, value: { granted: true } };
  }

  return { submit, resendOtp, cached, access };
}
