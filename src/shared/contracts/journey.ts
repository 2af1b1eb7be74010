import { z } from 'zod';
import { ZFieldConstraints, ZFieldRef, ZRuleFailure, ZValidationRules } from '../rules/types';
import { ZOcrData } from './ocr';
import { PUBLIC_ID_PATTERN } from '../domain/public-id';
import { LANG_CODES } from '../domain/locales';

/** Page query parameters a field may start from (`prefillFromQuery`); the page cache keys pages by them. */
export const PREFILL_QUERY_PARAMS = ['planid'] as const;

/**
 * Enquiry journey contracts (docs/product/journeys.md 'Form definition', 'Field', 'Validation rule', 'Enquiry submission
 * payload', 'Submission response', 'Recent search'; docs/product/journeys.md 'Enquiry journey'; docs/product/journeys.md 'User form definition',
 * 'Form next button', 'Next step', 'Recent searches'). One schema for the browser and the server.
 */

/** docs/product/journeys.md field types. */
export const FIELD_TYPES = [
  'input',
  'date',
  'dobPicker',
  'select',
  'mobile',
  'altMobile',
  'switchButton',
  'radio',
  'upload',
  'multiSelect',
  'dateRange',
  'checkBox',
  'memberDetails',
  'miscellaneous',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Fields whose answer is one or more ids from a closed list of options. */
export const CHOICE_FIELD_TYPES: ReadonlySet<FieldType> = new Set(['select', 'radio', 'multiSelect']);

/** How an `input` field behaves (docs/product/journeys.md 'Input field'). */
export const INPUT_KINDS = ['text', 'name', 'email', 'number', 'emiratesId'] as const;

/** docs/product/journeys.md width classes. */
export const FIELD_WIDTHS = [100, 70, 50, 30] as const;

/** Tracking ids with a special meaning (docs/product/journeys.md: 'email or mobileNumber are special'). */
export const CONTACT_TRACKING_IDS = ['name', 'email', 'mobileNumber', 'altMobileNumber'] as const;
export type ContactTrackingId = (typeof CONTACT_TRACKING_IDS)[number];

const ZLabel = z.string().trim().min(1).max(200);

/** An option: a stable id (what the answer stores) and a label in the form's language. */
export const ZFieldOption = z.strictObject({
  id: z.string().min(1).max(64),
  label: ZLabel,
  /** Optional secondary line (e.g. a category's description). */
  hint: z.string().max(200).optional(),
});
export type TFieldOption = z.infer<typeof ZFieldOption>;

/** Same-origin API path; ':name' placeholders are filled, URL-encoded, from the named answers. */
const ZApiPath = z
  .string()
  .max(300)
  .regex(/^\/api\/[A-Za-z0-9_\-/:.]*$/, 'must be a same-origin /api/ path');

/** Options fetched from their own endpoint (docs/product/journeys.md; vehicle models of a make via a ':param' url). */
export const ZOptionsSource = z.strictObject({
  url: ZApiPath,
  /** Field ids whose answers fill the url's placeholders, in order; the list reloads when they change. */
  params: z.array(ZFieldRef).max(5).default([]),
});

/** A member row of a memberDetails field (health: self, spouse, children, parents). */
export const ZMemberKind = z.strictObject({
  id: z.string().min(1).max(32),
  label: ZLabel,
  /** How many entries of this kind may be added (self 1, spouse 1, child 6, parent 2). */
  max: z.number().int().min(1).max(12),
});

/**
 * An answer. Strings (text, dates, option ids), numbers (parsed number inputs), booleans (switches, check
 * boxes), string arrays (multiSelect; dateRange [start, end]) and member rows (memberDetails).
 */
export const ZFieldValue = z.union([
  z.string().max(500),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(500)).max(50),
  z.array(z.record(z.string().max(32), z.union([z.string().max(100), z.number().finite()]))).max(12),
  z.null(),
]);
export type TFieldValue = z.infer<typeof ZFieldValue>;

export const ZField = z
  .strictObject({
    fieldId: ZFieldRef,
    label: ZLabel,
    fieldType: z.enum(FIELD_TYPES),
    inputKind: z.enum(INPUT_KINDS).optional(),
    placeholder: z.string().max(200).optional(),
    /** Help text under the field (e.g. the Essential Benefits Plan note). */
    hint: z.string().max(500).optional(),
    value: ZFieldValue.optional(),
    width: z.union(FIELD_WIDTHS.map((w) => z.literal(w))).default(100),
    validations: ZValidationRules.default([]),
    constraints: ZFieldConstraints.optional(),
    trackingId: z.enum(CONTACT_TRACKING_IDS).optional(),
    options: z.array(ZFieldOption).max(300).optional(),
    optionsSource: ZOptionsSource.optional(),
    /** number inputs: most digits accepted (docs/product/journeys.md default 999). */
    maxLength: z.number().int().min(1).max(999).optional(),
    /** memberDetails: the kinds of member that can be added. */
    members: z.array(ZMemberKind).max(8).optional(),
    /** upload: accepted MIME types and size limit. */
    upload: z
      .strictObject({
        accept: z.array(z.string().max(64)).min(1).max(10),
        maxBytes: z
          .number()
          .int()
          .min(1)
          .max(10 * 1024 * 1024),
        url: ZApiPath,
        /**
         * The card this upload is, read for the visitor (docs/product/journeys.md 'ocrData {url, docIdFields}', decision 0027):
         * where to fetch what was read and which answers each value is suggested for.
         */
        ocrData: ZOcrData.optional(),
      })
      .optional(),
    /** A suggested range shown under a number field, fetched from a url (car value from the catalogue). */
    suggestion: ZOptionsSource.optional(),
    /**
     * A number answer must lie within the `{min, max}` this url serves with the answers filled in (the car value
     * inside the catalogue's range for the model and year). Both sides add it as a number range rule after the
     * field's own rules; a url that serves no range accepts nothing.
     */
    rangeSource: ZOptionsSource.optional(),
    /**
     * The page query parameter whose value is this field's initial answer (docs/product/cards.md: the card chosen with
     * 'Apply Now', `?planid=`); the server still checks it is among the field's options on submit. Only the
     * names the page cache keys pages by (decision 0025), so a prefilled page is never served to another query.
     */
    prefillFromQuery: z.enum(PREFILL_QUERY_PARAMS).optional(),
  })
  .superRefine((f, ctx) => {
    // A choice field offers a closed list, inline or from a url: without one the server could not tell an
    // offered answer from an edited request (decision 0008). A checkBox without options is a single yes/no box.
    if (CHOICE_FIELD_TYPES.has(f.fieldType) && !f.options && !f.optionsSource) {
      ctx.addIssue({
        code: 'custom',
        message: `${f.fieldType} field ${f.fieldId} needs options or an optionsSource`,
        path: ['options'],
      });
    }
    if (f.rangeSource && !(f.fieldType === 'input' && f.inputKind === 'number')) {
      ctx.addIssue({
        code: 'custom',
        message: `field ${f.fieldId}: a rangeSource needs a number input`,
        path: ['rangeSource'],
      });
    }
  });
export type TField = z.infer<typeof ZField>;

export const ZScreen = z.strictObject({
  stepNo: z.number().int().min(1).max(50),
  title: z.string().max(200).optional(),
  fields: z.array(ZField).min(1).max(30),
});

export const ZNextAction = z.strictObject({
  url: ZApiPath,
  method: z.enum(['POST', 'PUT']),
  /** Answers that fill the url's ':name' placeholders (URL-encoded). */
  urlParams: z.array(ZFieldRef).max(5).default([]),
});

export const ZNextButton = z.strictObject({
  label: ZLabel,
  action: ZNextAction,
  /** Analytics events fired on a successful submit (docs/product/journeys.md 'Analytics events'). */
  events: z.array(z.string().max(64)).max(10).default([]),
  ocrData: z.strictObject({ url: ZApiPath, docIdFields: z.array(ZFieldRef).max(10) }).optional(),
});

/** One form of a journey: screens shown one at a time, then the next button submits the form. */
export const ZForm = z
  .strictObject({
    formKey: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/)
      .max(64),
    /** 1 for the first form; the server stores the enquiry's stage from it. */
    stage: z.number().int().min(1).max(10),
    title: z.string().max(200).optional(),
    /**
     * Not a step of the journey (the quotes page's options, decision 0014, and number, decision 0017): never served
     * as a journey's first or next form, only by its key; it is accepted only for a finished enquiry (of any journey
     * type), and submitting it changes the enquiry's answers or contact but not its stage, form keys or status.
     */
    hidden: z.boolean().optional(),
    screens: z.array(ZScreen).min(1).max(20),
    nextButton: ZNextButton,
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    for (const screen of form.screens) {
      for (const field of screen.fields) {
        if (seen.has(field.fieldId)) {
          ctx.addIssue({ code: 'custom', message: `duplicate fieldId ${field.fieldId}`, path: ['screens'] });
        }
        seen.add(field.fieldId);
      }
    }
  });
export type TForm = z.infer<typeof ZForm>;

/** docs/product/journeys.md 'User form definition': response `jsonData.userForm`. */
export const ZUserForm = z.strictObject({
  productId: z.number().int().positive(),
  journeyType: z.number().int().min(1),
  pageTypeId: z.number().int().min(0),
  language: z.enum(LANG_CODES),
  forms: z.array(ZForm).min(1).max(10),
  /**
   * Every step of the journey, in order (docs/product/journeys.md): one progress indicator with section names across forms that
   * arrive one at a time. Absent for a definition served alone (a hidden form).
   */
  sections: z
    .array(
      z.strictObject({
        stage: z.number().int().min(1).max(10),
        title: z.string().max(200),
        screens: z.number().int().min(1).max(20),
      }),
    )
    .max(10)
    .optional(),
});
export type TUserForm = z.infer<typeof ZUserForm>;
export type TJourneySection = NonNullable<TUserForm['sections']>[number];

export const ZUserFormResponse = z.strictObject({ jsonData: z.strictObject({ userForm: ZUserForm }) });

export const ZUserFormQuery = z.object({
  countryProductId: z.coerce.number().int().positive(),
  journeyType: z.coerce.number().int().min(1).default(1),
  pageTypeId: z.coerce.number().int().min(0).default(0),
});

/** Public enquiry id: 24 letters and digits with at least one letter (never purely numeric, docs/product/journeys.md). */
export const ZEnquiryId = z
  .string()
  .regex(PUBLIC_ID_PATTERN)
  .refine((s) => /[A-Za-z]/.test(s), 'must not be purely numeric');

/** docs/product/journeys.md 'Enquiry submission payload'. Answers are nested under `values` (decision: no name clashes). */
/** Numbers stored in PostgreSQL int columns: larger ones are a 400, not a database error (decision 0022). */
const INT4_MAX = 2_147_483_647;

export const ZEnquirySubmit = z.strictObject({
  countryProductId: z.number().int().positive(),
  formKey: z.string().min(1).max(64),
  journeyType: z.number().int().min(1).max(INT4_MAX).optional(),
  values: z.record(ZFieldRef, ZFieldValue).refine((v) => Object.keys(v).length <= 100, 'too many values'),
  enquiryId: ZEnquiryId.optional(),
  /** Sent when a contact value is masked ('*****1234'): the enquiry whose stored value stands in for it. */
  cachedEnquiryId: ZEnquiryId.optional(),
  visitId: z.number().int().positive().max(INT4_MAX).optional(),
  deviceUuid: z.string().max(64).optional(),
  sourceId: z.number().int().positive().max(INT4_MAX).optional(),
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
  utmTerm: z.string().max(200).optional(),
  utmCampaign: z.string().max(200).optional(),
  otp: z
    .string()
    .regex(/^[0-9]{1,8}$/)
    .optional(),
  verifyBy: z.literal('mobileNumber').optional(),
  gclAw: z.string().max(200).optional(),
  clientID: z.string().max(200).optional(),
  customerReference: z.string().max(100).optional(),
  /** Decision 0035: the optional marketing consent of the contact screen (true only when the visitor ticked it). */
  marketingConsent: z.boolean().optional(),
});
export type TEnquirySubmit = z.infer<typeof ZEnquirySubmit>;

export const NEXT_TYPES = ['REDIRECT', 'STEP', 'POPUP'] as const;
export const ZNext = z.strictObject({
  type: z.enum(NEXT_TYPES),
  subType: z.literal('OTP_VERIFICATION').optional(),
  config: z.strictObject({ url: z.string().max(500) }).optional(),
});

/** docs/product/journeys.md 'Submission response'. status -1 or success false: the browser stops quietly. */
export const ZEnquiryResponse = z.strictObject({
  enquiryId: ZEnquiryId,
  next: ZNext.nullable(),
  redirectToInsurer: ZNext.nullable(),
  status: z.number().int(),
  success: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
  data: z
    .strictObject({
      /** Async products: the background job's state, shown by the next step. */
      jobState: z.enum(['submitted', 'processing', 'ready', 'failed']).optional(),
      /** OTP popup: the masked number the code went to and the seconds before a resend is allowed. */
      maskedMobile: z.string().max(16).optional(),
      resendAfter: z.number().int().min(0).optional(),
      otpLength: z.number().int().min(4).max(8).optional(),
      /** OTP popup: false when the resend cooldown sent nothing (the earlier code stands; decision 0062). */
      sent: z.boolean().optional(),
    })
    .optional(),
});
export type TEnquiryResponse = z.infer<typeof ZEnquiryResponse>;

/** A rejected submission: 422 with the first failing field's message and every failure by field. */
export const ZEnquiryRejection = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z
    .array(z.strictObject({ fieldId: z.string(), failure: ZRuleFailure, message: z.string() }))
    .optional(),
});

/** docs/product/journeys.md 'Cache resets' / prefill: an enquiry as its own device may read it back (contact masked). */
export const ZCachedEnquiry = z.strictObject({
  enquiryId: ZEnquiryId,
  countryProductId: z.number().int(),
  stage: z.number().int(),
  formKeys: z.array(z.string()),
  values: z.record(z.string(), ZFieldValue),
  status: z.enum(['draft', 'submitted', 'processing', 'ready', 'failed']),
  result: z.unknown().optional(),
});
export type TCachedEnquiry = z.infer<typeof ZCachedEnquiry>;

/** docs/product/journeys.md 'Recent-search request' and 'Recent search'. */
export const ZRecentSearchRequest = z.strictObject({
  type: z.enum(['EXTERNAL_CUSTOMER', 'DEVICE_UUID']),
  value: z.string().min(1).max(64),
  countryProductId: z.number().int().positive(),
});
export const ZRecentSearch = z.strictObject({
  /** DD/MM/YYYY */
  createdAt: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  url: z.string().max(500),
  productName: z.string().max(100),
  text: z.string().max(200),
  subText: z.string().max(200),
  countryProductId: z.number().int(),
});
export type TRecentSearch = z.infer<typeof ZRecentSearch>;
export const ZRecentSearchResponse = z.strictObject({ data: z.array(ZRecentSearch) });

export { ASYNC_ENQUIRY_PRODUCTS } from './journey-constants';

/** Error codes of the journey (docs/product/journeys.md). */
export const JOURNEY_ERROR_CODES = {
  RULE_FAILED: 'RULE_FAILED',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  FORM_NOT_FOUND: 'FORM_NOT_FOUND',
  SCREEN_SKIPPED: 'SCREEN_SKIPPED',
  ENQUIRY_NOT_FOUND: 'ENQUIRY_NOT_FOUND',
  INVALID_OTP: 'INVALID_OTP',
  OTP_REQUIRED: 'OTP_REQUIRED',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_LOCKED: 'OTP_LOCKED',
  OTP_SEND_LIMIT: 'OTP_SEND_LIMIT',
  OTP_RESEND_COOLDOWN: 'OTP_RESEND_COOLDOWN',
  INVALID_MOBILE: 'INVALID_MOBILE',
} as const;
