import type { TFieldOption, TFieldValue, TForm, TUserForm } from '../../shared/contracts/journey';
import type { CalendarDate } from '../../shared/rules/dates';
import type { MessageParams } from '../../shared/rules/types';
import type { LangCode } from '../../shared/domain/locales';
import type en from '../../shared/i18n/locales/en/journey.json';
import type { Catalogue } from '../../shared/i18n/translator';

/** The journey island's strings (the `journey` catalogue of the page language) and the rules catalogue. */
export type JourneyStrings = typeof en;
export type RulesCatalogue = Catalogue;

/** A field's shown error: a message key with its parameters (translated when rendered). */
export type FieldErrorState = { messageKey: string; params: MessageParams };

/** docs/product/journeys.md 'Enquiry journey': the OTP popup state (open, otp, invalid flag, message). */
export type OtpPopupState = {
  open: boolean;
  otp: string;
  invalid: boolean;
  /** Server message (INVALID_OTP) or a translated local one ('OTP is required'). */
  message: string;
  maskedMobile: string;
  otpLength: number;
  /** Seconds before a resend is allowed, counted from `sentAt`. */
  resendAfter: number;
  sentAt: number;
  /** False when the resend cooldown sent nothing: the popup says the earlier code stands (decision 0062). */
  sent?: boolean;
};

/** Where a screen lives: the journey's forms are one flat sequence of screens (STEP moves into the next form). */
export type ScreenPos = { formIndex: number; screenIndex: number };

export type JourneyState = {
  forms: TForm[];
  pos: ScreenPos;
  /** Answers by fieldId, across all forms (constraints see every answer). */
  values: Record<string, TFieldValue>;
  errors: Record<string, FieldErrorState>;
  /** Fields edited since their last validation (docs/product/journeys.md 'not already valid-dirty'). */
  dirty: Record<string, boolean>;
  /** Options loaded from a field's optionsSource. */
  options: Record<string, TFieldOption[]>;
  loading: boolean;
  /** The error banner's text; null hides it. */
  formError: string | null;
  /** The failure can be tried again as it was (no connection, no answer in time): the banner offers Retry. */
  formErrorRetry?: boolean;
  /** A named modal (e.g. the upload rules); null when none is open. */
  modal: string | null;
  otp: OtpPopupState;
  /** Where the lead came from (journey, exit intent, …), sent as `source` analytics context. */
  leadSource: string | null;
  /** Set when prefilled contact values are masked: the enquiry whose stored values stand in for them. */
  cachedEnquiryId: string | null;
  /** Today in GST, injected (rules never read the clock). */
  today: CalendarDate;
  utmSource: string | null;
  /** Decision 0035: the contact screen's optional marketing consent (unticked by default). */
  marketingConsent?: boolean;
};

export type JourneyAction =
  | { type: 'appendForm'; forms: TForm[] }
  | { type: 'setValue'; fieldId: string; value: TFieldValue }
  | { type: 'unsetValue'; fieldId: string }
  | { type: 'setError'; errors: Record<string, FieldErrorState | null> }
  | { type: 'setScreen'; pos: ScreenPos }
  | { type: 'setForm'; forms: TForm[] }
  | { type: 'setOptions'; fieldId: string; options: TFieldOption[] }
  | { type: 'incrementScreen' }
  | { type: 'decrementScreen' }
  | { type: 'setLoading'; loading: boolean }
  | { type: 'retrieveCacheData'; values: Record<string, TFieldValue>; cachedEnquiryId?: string | null }
  | { type: 'setFormError'; message: string | null; retry?: boolean }
  | { type: 'setModal'; modal: string | null }
  | { type: 'setOtpPopup'; otp: Partial<OtpPopupState> }
  | { type: 'setLeadSource'; source: string | null }
  | { type: 'setMarketingConsent'; value: boolean };

/** Island props: the server renders the first screen from them, the browser hydrates with the same. */
export type JourneyProps = {
  lang: LangCode;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  /** Null when the server could not load it: the browser fetches it (docs/product/journeys.md 'Retry on client'). */
  userForm: TUserForm | null;
  /** The `journey` namespace for the page language. */
  strings: JourneyStrings;
  /** The `rules` namespace for the page language (measured about 2-4 kB: the whole catalogue is passed). */
  rules: RulesCatalogue;
  /** Today in GST at render time, so the server and the first browser render agree. */
  today: CalendarDate;
  /** Decision 0035: the contact screen's notice and optional marketing consent (`enquiry` catalogue). */
  contactNotice?: { text: string; link: string; marketing: string };
  /** Keep my doctor (health, decision 0099): shown on the screens of this form, with `hospitalPicker:card`. */
  keepDoctor?: { formKey: string; strings: Catalogue };
};
