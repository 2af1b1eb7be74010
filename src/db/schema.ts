import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  customType,
  date,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANG_CODES } from '../shared/domain/locales';

/**
 * `<column> in ('en','ar','hi','ml')`: the languages of LOCALES (src/shared/domain/locales.ts), never a list
 * written here, so a new locale changes every language CHECK and `npm run db:generate` writes its migration
 * (decision 0074).
 */
function languageCheck(name: string, column: AnyPgColumn) {
  const codes = LANG_CODES.map((code) => {
    if (!/^[a-z]{2,3}$/.test(code)) throw new Error(`locale code ${code} is not a language code`);
    return `'${code}'`;
  });
  return check(name, sql`${column} in (${sql.raw(codes.join(','))})`);
}

/** Content page documents (docs/product/pages.md). One row per content path and language. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** Content path without language prefix, always with leading and trailing '/'. */
    urlPath: text('url_path').notNull(),
    language: text('language').notNull(),
    productId: integer('product_id').notNull(),
    pageTypeId: integer('page_type_id').notNull(),
    metaData: jsonb('meta_data').notNull(),
    blocks: jsonb('blocks').notNull(),
    published: boolean('published').notNull().default(false),
    /** The content version the seed wrote (a digest of what it wrote; decision 0073); null for a row it did not write. */
    seedVersion: text('seed_version'),
    /** Set when anyone but the seed changed the row (the admin routes, later the console): the seed then leaves it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When the row was first written (page data's `createdOn` when the page has no article date; decision 0100). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_path_lang').on(t.urlPath, t.language),
    index('content_pages_published_path')
      .on(t.urlPath)
      .where(sql`${t.published}`),
    languageCheck('content_pages_language', t.language),
    check('content_pages_path_shape', sql`${t.urlPath} like '/%' and ${t.urlPath} like '%/'`),
  ],
);

/** Stored redirections (docs/product/content.md 'redirections/published'). */
export const redirections = pgTable(
  'redirections',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    published: boolean('published').notNull().default(true),
    /** The content version the seed wrote (a digest of what it wrote; decision 0073); null for a row it did not write. */
    seedVersion: text('seed_version'),
    /** Set when anyone but the seed changed the row (the admin routes, later the console): the seed then leaves it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redirections_from').on(t.fromPath),
    check('redirections_status', sql`${t.statusCode} in (301, 302, 307, 308)`),
  ],
);

/** Header, menu and footer data per language (docs/product/pages.md 'Header, footer, menus, languages'). */
export const siteChrome = pgTable(
  'site_chrome',
  {
    language: text('language').primaryKey(),
    data: jsonb('data').notNull(),
    /** The content version the seed wrote (a digest of what it wrote; decision 0073); null for a row it did not write. */
    seedVersion: text('seed_version'),
    /** Set when anyone but the seed changed the row (the admin routes, later the console): the seed then leaves it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [languageCheck('site_chrome_language', t.language)],
);

/**
 * The content version of each seeded group a database holds (decision 0073): the journeys (forms, option lists,
 * vehicles), the quotes catalogue and the banking catalogue. A group whose version changed is applied at start.
 */
export const seedVersions = pgTable('seed_versions', {
  item: text('item').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

const utmColumns = () => ({
  utmSource: varchar('utm_source', { length: 200 }),
  utmMedium: varchar('utm_medium', { length: 200 }),
  utmTerm: varchar('utm_term', { length: 200 }),
  utmCampaign: varchar('utm_campaign', { length: 200 }),
  pbSource: varchar('pb_source', { length: 200 }),
});

/** Visitor devices (docs/product/session.md 'Session bootstrap', docs/product/session.md 'Create device'). Anonymous: no personal data. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    /** 32 random letters and digits (docs/product/errors-and-limits.md); the session token's subject. */
    deviceUuid: char('device_uuid', { length: 32 }).notNull(),
    sourceId: integer('source_id').notNull(),
    countryProductId: integer('country_product_id').notNull(),
    deviceType: integer('device_type').notNull().default(1),
    agentId: varchar('agent_id', { length: 64 }),
    ...utmColumns(),
    /** HMAC-SHA256 of the client IP with a server key: counts per network without storing the address. */
    ipHash: char('ip_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_device_uuid').on(t.deviceUuid)],
);

/** Visits of a device (docs/product/session.md 'Create visit'). */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    countryProductId: integer('country_product_id').notNull(),
    sourceId: integer('source_id').notNull(),
    ...utmColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_device_id').on(t.deviceId)],
);

/** Partner channels (docs/product/session.md 'Partner sessions', docs/product/session.md: sources 4, 10, 11, 14, 16) and their token secrets. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id').notNull(),
    name: text('name').notNull(),
    /** HS256 secret shared with the partner for the tokens it issues; never sent to a browser. */
    tokenSecret: text('token_secret').notNull(),
    /** Origins allowed to call the partner token check besides our own PUBLIC_ORIGIN. */
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_source_id').on(t.sourceId),
    check('partners_secret_length', sql`length(${t.tokenSecret}) >= 32`),
  ],
);

/** Browser error records (docs/product/analytics.md 'Logs', docs/product/analytics.md last paragraph). Stored only after redaction (shared/rules/redact). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    errorInfo: text('error_info'),
    clientTimestamp: varchar('client_timestamp', { length: 64 }),
    statusCode: integer('status_code'),
    message: text('message'),
    requestUrl: text('request_url'),
    requestData: text('request_data'),
    responseData: text('response_data'),
    duration: integer('duration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_at').on(t.createdAt)],
);

/**
 * Content-Security-Policy violation reports (POST /api/csp-report, decision 0042): what was blocked where, each
 * text redacted (shared/rules/redact) and cut to a bound before it is stored; no address, no user agent.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: serial('id').primaryKey(),
    documentUri: text('document_uri'),
    blockedUri: text('blocked_uri'),
    effectiveDirective: varchar('effective_directive', { length: 64 }),
    disposition: varchar('disposition', { length: 16 }),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    sample: text('sample'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csp_reports_created_at').on(t.createdAt)],
);

/**
 * Journey form definitions (docs/product/journeys.md 'Form definition'): one row per form of a journey and language.
 * `definition` is checked by ZFormDefinition (shared/contracts/journey) at seed time and at load.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the form within its journey, e.g. 'car.vehicle'; the next-step url names it. */
    formKey: varchar('form_key', { length: 64 }).notNull(),
    productId: integer('product_id').notNull(),
    journeyType: integer('journey_type').notNull().default(1),
    pageTypeId: integer('page_type_id').notNull().default(0),
    language: text('language').notNull(),
    /** 1 for the form a journey starts with; later forms are reached through next.config.url. */
    stage: integer('stage').notNull().default(1),
    definition: jsonb('definition').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forms_key_lang').on(t.formKey, t.language),
    index('forms_lookup').on(t.productId, t.journeyType, t.pageTypeId, t.language, t.stage),
    languageCheck('forms_language', t.language),
  ],
);

/** Option lists served by their own endpoints (emirates, nationalities, genders, ...). Ids are stable; labels per language. */
export const optionLists = pgTable(
  'option_lists',
  {
    listKey: varchar('list_key', { length: 64 }).notNull(),
    language: text('language').notNull(),
    /** [{id, label}] in display order. */
    options: jsonb('options').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('option_lists_key_lang').on(t.listKey, t.language),
    languageCheck('option_lists_language', t.language),
  ],
);

/** Vehicle catalogue: makes (docs/product/pages.md page type 13 'Car brands'). */
export const vehicleMakes = pgTable(
  'vehicle_makes',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [uniqueIndex('vehicle_makes_slug').on(t.slug)],
);

/** Vehicle models with approximate market values in AED (demo figures, not offers). */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    name: text('name').notNull(),
    bodyType: varchar('body_type', { length: 32 }).notNull(),
    firstYear: integer('first_year').notNull(),
    lastYear: integer('last_year'),
    /** Approximate value of a new vehicle; older years depreciate from it (forms/options service). */
    newValueAed: integer('new_value_aed').notNull(),
    trims: text('trims')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('vehicle_models_make_slug').on(t.makeId, t.slug)],
);

/**
 * Decision 0028: each enquiry takes the next value; a keyed permutation of it is the enquiry's readable
 * reference, so two enquiries never get the same one.
 */
export const enquiryReferenceSeq = pgSequence('enquiry_reference_seq', { startWith: 1, minValue: 1 });

/**
 * Enquiries (docs/product/journeys.md 'Enquiry submission payload', docs/product/journeys.md 'Enquiry journey'). Answers are stored by field id
 * with option ids, never labels. Contact values live in their own columns, are never logged and leave the
 * server only masked.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    /** The id the browser sees (24 letters and digits, never purely numeric: docs/product/pages.md ignores numeric ids). */
    publicId: char('public_id', { length: 24 }).notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    countryProductId: integer('country_product_id').notNull(),
    sourceId: integer('source_id').notNull(),
    journeyType: integer('journey_type').notNull().default(1),
    language: text('language').notNull().default('en'),
    /** Highest stage submitted (1 = first form). */
    stage: integer('stage').notNull().default(1),
    /** Form keys submitted so far, in order. */
    formKeys: text('form_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Non-contact answers: {fieldId: value}. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: text('name'),
    email: text('email'),
    /** Nine digits, without +971. */
    mobileNumber: varchar('mobile_number', { length: 9 }),
    altMobileNumber: varchar('alt_mobile_number', { length: 9 }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** draft → submitted; async products: submitted → processing → ready | failed. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** What the background job produced (async products), shown by the next step. */
    result: jsonb('result'),
    /**
     * The Idempotency-Key of the request that created the enquiry (decision 0010): a retry that runs again after a
     * crash between the commit and the kept answer finds this enquiry instead of creating a second one.
     */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /**
     * The readable reference (`SC-7K3Q-9XM2`, decision 0028): a keyed permutation of a value of
     * enquiry_reference_seq, never a credential. Null only for enquiries stored before it; given when first shown.
     */
    reference: varchar('reference', { length: 12 }),
    /** How many results links were sent by SMS to the enquiry's verified number (at most 3, decision 0028). */
    resultsLinkSends: integer('results_link_sends').notNull().default(0),
    /**
     * Optional marketing consent ticked on the journey's contact screen (decision 0030): when and which text version.
     * Null: not given. Withdrawn from `/my-data/` (`marketing_consent_withdrawn_at`).
     */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    marketingConsentVersion: varchar('marketing_consent_version', { length: 32 }),
    marketingConsentWithdrawnAt: timestamp('marketing_consent_withdrawn_at', { withTimezone: true }),
    ...utmColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiries_public_id').on(t.publicId),
    uniqueIndex('enquiries_reference').on(t.reference),
    index('enquiries_device_idempotency_key').on(t.deviceId, t.idempotencyKey),
    index('enquiries_device_created').on(t.deviceId, t.createdAt),
    check('enquiries_status', sql`${t.status} in ('draft','submitted','processing','ready','failed')`),
    languageCheck('enquiries_language', t.language),
  ],
);

/**
 * One-time passwords (OWASP ASVS 2.7): only an HMAC of the code is stored; bound to the number, the purpose
 * and the request it was sent for; single use; expires.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** What the code is for, e.g. an enquiry's public id; a code never verifies another request. */
    requestRef: varchar('request_ref', { length: 64 }).notNull(),
    codeHmac: char('code_hmac', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_mobile_created').on(t.mobileNumber, t.createdAt)],
);

/** OTP sends and failed checks, counted for the send and failure limits (per number, per IP hash). */
export const otpEvents = pgTable(
  'otp_events',
  {
    id: serial('id').primaryKey(),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    ipHash: char('ip_hash', { length: 64 }),
    /** The asking device (decision 0022): sends and failed checks are also counted per device. */
    deviceUuid: varchar('device_uuid', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_events_mobile_kind_created').on(t.mobileNumber, t.kind, t.createdAt),
    index('otp_events_ip_kind_created').on(t.ipHash, t.kind, t.createdAt),
    index('otp_events_device_kind_created').on(t.deviceUuid, t.kind, t.createdAt),
    check('otp_events_kind', sql`${t.kind} in ('send','fail')`),
  ],
);

/** Development SMS outbox: what the dev adapter "sent". Never written in production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_created').on(t.mobileNumber, t.createdAt)],
);

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded journey documents (docs/product/documents.md 'Documents: upload with progress'). The bytes live here for the demo;
 * a production deployment would keep them in object storage and only the metadata in this table. The type is
 * decided from the file's first bytes, never from the name or declared type; no file name is stored.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** The id the browser sees and the upload field's answer (24 letters and digits, like enquiries). */
    publicId: char('public_id', { length: 24 }).notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The journey field it was uploaded for; a submission accepts it only for that field. */
    fieldId: varchar('field_id', { length: 64 }).notNull(),
    /** Set when an enquiry that names the document is stored. */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    mime: varchar('mime', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: char('sha256', { length: 64 }).notNull(),
    /** The uploading address's keyed hash (never the address): the per-address quota counts by it. */
    ipHash: varchar('ip_hash', { length: 64 }),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_public_id').on(t.publicId),
    index('documents_device_id').on(t.deviceId),
    index('documents_ip_created').on(t.ipHash, t.createdAt),
    index('documents_enquiry_id').on(t.enquiryId),
    check('documents_mime', sql`${t.mime} in ('image/jpeg','image/png','application/pdf')`),
  ],
);

/**
 * What was read from an uploaded card (decision 0027): one row per document, 'pending' from the
 * upload until the in-process read ends. Only the fields the parsers found are kept (never the OCR text), and
 * only for 24 hours (the journey needs them while it is filled in); deleted with the document too.
 */
export const documentReads = pgTable(
  'document_reads',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    docType: varchar('doc_type', { length: 24 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** The values read, by OCR field key (`OcrFields`); null until done. */
    fields: jsonb('fields'),
    /** tesseract's mean word confidence (0 to 100). */
    confidence: integer('confidence'),
    /** Why a read gave nothing: a code from OCR_FAILURES, never text from the card. */
    failure: varchar('failure', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('document_reads_created').on(t.createdAt),
    check('document_reads_status', sql`${t.status} in ('pending','done','failed')`),
    check('document_reads_doc_type', sql`${t.docType} in ('emiratesId','drivingLicence','mulkiya')`),
  ],
);

/**
 * Idempotency keys (decision 0010): one row per device, method + path and client key, kept 24 hours. A row is
 * 'running' while the first request with the key runs (claimed by `owner`), then 'done' with the answer that
 * every later request with the same key and body receives. Rows whose answer must not be kept are deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The verified session token's subject; a key never crosses devices. */
    deviceUuid: char('device_uuid', { length: 32 }).notNull(),
    /** Method and path without the query, e.g. 'PUT /api/prequote_enquiry/2'. */
    route: text('route').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** Hex SHA-256 of the body as canonical JSON. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 8 }).notNull(),
    /** Random id of the claim: only the request holding it may complete or release the row. */
    owner: uuid('owner').notNull(),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.deviceUuid, t.route, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
    check('idempotency_keys_state', sql`${t.state} in ('running','done')`),
    check(
      'idempotency_keys_done_has_answer',
      sql`${t.state} <> 'done' or (${t.responseStatus} is not null and ${t.responseBody} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Quotes (docs/product/quotes.md; decisions 0012 and 0013). The catalogue is data: each document is checked by its zod schema
// (shared/contracts/quotes.ts) at seed time and again when the quotes service loads it.

/** Insurers of the demo catalogue (all fictional). `data` is a ZInsurer document. */
export const insurers = pgTable(
  'insurers',
  {
    /** The catalogue's provider id (docs/product/quotes.md Quote.providerId). */
    id: integer('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0127): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('insurers_slug').on(t.slug)],
);

/** Plans of every product. `document` is a ZPlan document (a union on productId). */
export const plans = pgTable(
  'plans',
  {
    /** The catalogue's plan id (docs/product/quotes.md Quote.planId). */
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    document: jsonb('document').notNull(),
    /** Priority hint: a paid placement (at most one is shown first, labelled, outside the score). */
    sponsored: boolean('sponsored').notNull().default(false),
    /** A withdrawn plan: neither priced nor listed. */
    isHidden: boolean('is_hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0125): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plans_slug').on(t.slug),
    index('plans_product_provider').on(t.productId, t.providerId),
  ],
);

/** Rate tables, one row per table id and version (a certificate names the version it was priced with). */
export const rateTables = pgTable(
  'rate_tables',
  {
    id: varchar('id', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** A ZRateTable document (the product's schema). */
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rate_tables_pk', columns: [t.id, t.version] }),
    index('rate_tables_product').on(t.productId),
    check('rate_tables_version', sql`${t.version} >= 1`),
  ],
);

/**
 * One pricing of an enquiry: every plan of every insurer for the product, insurer by insurer (health prices in
 * the background job, so `pricedCount` grows while `status` is 'processing'). The enquiry's newest run is its
 * current one; a run is replaced (a new one is made) when the answers changed or its validity lapsed.
 */
export const quoteRuns = pgTable(
  'quote_runs',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** Hex SHA-256 of the answers priced (canonical JSON): other answers need another run. */
    answersHash: char('answers_hash', { length: 64 }).notNull(),
    /** Choices the quotes request adds to the answers (critical illness: age, cover, term; docs/product/quotes.md). */
    options: jsonb('options')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: varchar('status', { length: 16 }).notNull(),
    insurerCount: integer('insurer_count').notNull(),
    pricedCount: integer('priced_count').notNull().default(0),
    /** Insurers already priced in this run (a resumed job skips them). */
    pricedProviderIds: integer('priced_provider_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** The plans that declined: [{planId, providerId, code, reasonKey, params}]. */
    declines: jsonb('declines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_runs_enquiry').on(t.enquiryId, t.id),
    check('quote_runs_status', sql`${t.status} in ('processing','done')`),
    check('quote_runs_counts', sql`${t.pricedCount} >= 0 and ${t.pricedCount} <= ${t.insurerCount}`),
  ],
);

/** Priced quote certificates: one row per plan per run (decision 0013 'Quote certificate'). */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** The id the browser sees (24 letters and digits, at least one letter). */
    publicId: char('public_id', { length: 24 }).notNull(),
    runId: integer('run_id')
      .notNull()
      .references(() => quoteRuns.id, { onDelete: 'cascade' }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The engine inputs used (ZPremiumBreakdown.inputs). */
    inputs: jsonb('inputs').notNull(),
    /** The whole ZPremiumBreakdown (lines with keys and params, table id and version, VAT). */
    breakdown: jsonb('breakdown').notNull(),
    totalFils: integer('total_fils').notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Rank in the recommended order (1 first); null until the run has priced every insurer. */
    priority: integer('priority'),
    score: integer('score'),
    sponsored: boolean('sponsored').notNull().default(false),
    /** ZRankedQuote: the terms and fit checks 'Why this order' shows. */
    ranking: jsonb('ranking'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_public_id').on(t.publicId),
    uniqueIndex('quotes_run_plan').on(t.runId, t.planId),
    index('quotes_enquiry').on(t.enquiryId),
    check('quotes_total', sql`${t.totalFils} >= 0`),
  ],
);

/** Leads: a visitor chose a plan and agreed to be contacted (docs/product/leads.md 'Lead creation'; decision 0013). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    publicId: char('public_id', { length: 24 }).notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    providerId: integer('provider_id').references(() => insurers.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    countryProductId: integer('country_product_id').notNull(),
    /** Where the lead was captured (LEAD_SOURCES). */
    source: varchar('source', { length: 32 }).notNull(),
    /** The number a lead without an enquiry gave (the no-results card); an enquiry's lead uses the enquiry's. */
    mobileNumber: varchar('mobile_number', { length: 9 }),
    /** Callback card and glossary form (docs/product/leads.md). */
    name: varchar('name', { length: 100 }),
    email: varchar('email', { length: 254 }),
    /** Talk-to-expert's monthly income (AED). */
    income: integer('income'),
    sourceId: integer('source_id'),
    /** When the visitor ticked the consent box (a lead never exists without it). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The version of the consent text the visitor agreed to (null: stored before consent was recorded, 0030). */
    consentVersion: varchar('consent_version', { length: 32 }),
    /** Consent withdrawn (do not contact): never delivered to a partner after this (decision 0030). */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /** 'visitor' (withdrawn by the visitor) or 'migration' (stored before consent was recorded). */
    consentWithdrawnReason: varchar('consent_withdrawn_reason', { length: 16 }),
    /** Preferred call window in minutes after midnight, UAE time (default 09:00–18:00, may be narrowed). */
    callFromMinute: smallint('call_from_minute').notNull().default(540),
    callToMinute: smallint('call_to_minute').notNull().default(1080),
    /** Preferred channel: call, whatsapp or email. */
    channel: varchar('channel', { length: 16 }).notNull().default('call'),
    /** Keyed hash of the client address (never the address): the per-address lead limit. */
    ipHash: varchar('ip_hash', { length: 64 }),
    /** The request's Idempotency-Key: a retry after a crash between commit and answer finds this lead. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** What the visitor saw when choosing: the quote's total and breakdown, kept if the quote is re-priced. */
    totalFils: integer('total_fils'),
    breakdown: jsonb('breakdown'),
    utmSource: varchar('utm_source', { length: 200 }),
    utmMedium: varchar('utm_medium', { length: 200 }),
    utmCampaign: varchar('utm_campaign', { length: 200 }),
    utmTerm: varchar('utm_term', { length: 200 }),
    utmContent: varchar('utm_content', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_public_id').on(t.publicId),
    index('leads_device_created').on(t.deviceId, t.createdAt),
    index('leads_enquiry').on(t.enquiryId),
    index('leads_mobile_product_created').on(t.mobileNumber, t.countryProductId, t.createdAt),
    index('leads_ip_created').on(t.ipHash, t.createdAt),
    uniqueIndex('leads_device_idempotency_key').on(t.deviceId, t.idempotencyKey),
    check(
      'leads_source',
      sql`${t.source} in ('quote_click','compare','certificate','no_result','footer_popup','talk_to_expert','customer_callback','exit_intent','advisor_popup','user_popup','splash','doorway','glossary')`,
    ),
    check('leads_channel', sql`${t.channel} in ('call','whatsapp','email')`),
    check(
      'leads_call_window',
      sql`${t.callFromMinute} >= 540 and ${t.callToMinute} <= 1080 and ${t.callFromMinute} < ${t.callToMinute}`,
    ),
    check(
      'leads_consent_withdrawn_reason',
      sql`(${t.consentWithdrawnAt} is null) = (${t.consentWithdrawnReason} is null)`,
    ),
  ],
);

/**
 * The lead outbox (decision 0030): written in the lead's transaction, delivered to the CRM webhook by a job.
 * pending → delivered | dead (retries exhausted) | withdrawn (consent withdrawn before delivery); suppressed: the
 * number was suppressed when the lead came (decision 0044), it is kept and never delivered.
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_outbox_lead').on(t.leadId),
    index('lead_outbox_state_created').on(t.state, t.createdAt),
    check('lead_outbox_state', sql`${t.state} in ('pending','delivered','dead','withdrawn','suppressed')`),
  ],
);

/**
 * Devices that proved an enquiry's verified number by its one-time code (decision 0013; decision
 * 0017): besides the device that created it, they may read its quotes, certificate and comparison and choose a
 * plan. A grant ends with the enquiry or the device.
 */
export const enquiryAccess = pgTable(
  'enquiry_access',
  {
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enquiryId, t.deviceId] }), index('enquiry_access_device').on(t.deviceId)],
);

// ---------------------------------------------------------------------------------------------------------
// Banking catalogue (products 7, 8, 10, 11, 12, 18): fictional demo banks and their products, seeded from
// src/db/seed/banking/. Each `data` document is checked by its zod schema (shared/contracts/banking.ts) at seed
// time; the columns beside it are copies of the fields the listings filter and sort on. Money in fils, rates bp.

/** Banks of the demo catalogue (all fictional). `data` is a ZBank document. */
export const banks = pgTable(
  'banks',
  {
    id: integer('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    /** 'conventional' or 'islamic'. */
    banking: varchar('banking', { length: 16 }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0127): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('banks_slug').on(t.slug),
    check('banks_banking', sql`${t.banking} in ('conventional','islamic')`),
  ],
);

/**
 * The fixed lists banking products refer to (card features, reward types, account features), with the stable
 * numeric ids the listing filters send. `data` is a ZBankingLookup document (titles in en and ar).
 */
export const bankingLookups = pgTable(
  'banking_lookups',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    id: integer('id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'banking_lookups_pk', columns: [t.kind, t.id] }),
    uniqueIndex('banking_lookups_kind_key').on(t.kind, t.key),
    check('banking_lookups_kind', sql`${t.kind} in ('cardFeature','rewardType','accountFeature')`),
  ],
);

/** Credit cards (product 7). `data` is a ZCreditCard document. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: integer('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    banking: varchar('banking', { length: 16 }).notNull(),
    /** banking_lookups id of kind 'rewardType' (docs/product/cards.md rewardTypeIds). */
    rewardTypeId: integer('reward_type_id').notNull(),
    /** banking_lookups ids of kind 'cardFeature' (docs/product/cards.md featureIds). */
    featureIds: integer('feature_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    annualFeeFils: integer('annual_fee_fils').notNull(),
    firstYearFree: boolean('first_year_free').notNull().default(false),
    minIncomeFils: integer('min_income_fils').notNull(),
    monthlyRateBp: integer('monthly_rate_bp').notNull(),
    priority: integer('priority').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0125): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_cards_slug').on(t.slug),
    index('credit_cards_bank').on(t.bankId),
    index('credit_cards_min_income').on(t.minIncomeFils),
    index('credit_cards_feature_ids').using('gin', t.featureIds),
    check('credit_cards_banking', sql`${t.banking} in ('conventional','islamic')`),
    check('credit_cards_fee', sql`${t.annualFeeFils} >= 0`),
    check('credit_cards_min_income', sql`${t.minIncomeFils} > 0`),
  ],
);

/**
 * Loans: personal (8), home (10), car (11) and international mortgages (18). `data` is a ZLoan document (a union on
 * productId).
 */
export const bankLoans = pgTable(
  'bank_loans',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    banking: varchar('banking', { length: 16 }).notNull(),
    salaryTransfer: boolean('salary_transfer').notNull(),
    minSalaryFils: integer('min_salary_fils').notNull(),
    maxTenureMonths: integer('max_tenure_months').notNull(),
    priority: integer('priority').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0128): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_loans_slug').on(t.slug),
    index('bank_loans_product_bank').on(t.productId, t.bankId),
    check('bank_loans_product', sql`${t.productId} in (8, 10, 11, 18)`),
    check('bank_loans_banking', sql`${t.banking} in ('conventional','islamic')`),
    check('bank_loans_tenure', sql`${t.maxTenureMonths} between 1 and 300`),
  ],
);

/** Bank accounts (product 12): current and savings. `data` is a ZBankAccount document. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    banking: varchar('banking', { length: 16 }).notNull(),
    minBalanceFils: integer('min_balance_fils').notNull(),
    /** Savings: interest or expected profit a year; null for current accounts. */
    annualRateBp: integer('annual_rate_bp'),
    priority: integer('priority').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published from the console (decision 0128): the seed leaves the row as the admin left it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_accounts_slug').on(t.slug),
    index('bank_accounts_bank').on(t.bankId),
    check('bank_accounts_kind', sql`${t.kind} in ('current','savings')`),
    check('bank_accounts_banking', sql`${t.banking} in ('conventional','islamic')`),
    check('bank_accounts_min_balance', sql`${t.minBalanceFils} >= 0`),
  ],
);

/**
 * Rate-limit counters (decision 0022: limits survive a restart; decision 0022). rate-limiter-flexible's
 * RateLimiterPostgres layout: `key` is '<bucket>:<dimension>:<hashed ip or device uuid>', `points` the points
 * taken in the window, `expire` the window's end in epoch milliseconds. Created here so the library never
 * issues DDL (tableCreated: true).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Page-cache tag versions (decision 0025). A cached page records the version of each tag it was
 * rendered under (its path, the chrome, the redirections, the journeys' forms, the catalogues); a write to one
 * of those tables gives its tags a fresh version through the triggers of migration 0014, and NOTIFY
 * `page_cache` tells every app node, so the next request anywhere renders afresh.
 */
export const pageCacheTags = pgTable('page_cache_tags', {
  tag: text('tag').primaryKey(),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------
// Sign-in and the account area (decision 0031).

/**
 * Account sessions: a signed-in number on one browser. Only the SHA-256 of the cookie's random token is stored,
 * so a read of this table signs nobody in. "Sign out everywhere" revokes every session of the number.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** Nine digits, without +971: the number the code proved. */
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_sessions_token_hash').on(t.tokenHash),
    index('account_sessions_mobile').on(t.mobileNumber),
  ],
);

/**
 * Policies (docs/product/policies.md): bought online through an insurer (`pending` at Buy, then `active`, `declined` or
 * `cancelled` by the insurer's signed events) and the demo policies seeded for the demo numbers. `data` is a
 * ZPolicyData document once the policy is issued (insurer, cover lines, documents, how to claim); a pending row has
 * none yet, nor a policy number or dates. Money in fils.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    publicId: char('public_id', { length: 24 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    countryProductId: integer('country_product_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    policyNumber: varchar('policy_number', { length: 32 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    data: jsonb('data'),
    /** The catalogue insurer (insurers.id). */
    insurerId: integer('insurer_id').references(() => insurers.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    /** The device that bought: the only one that may read the thank-you page's policy. */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    premiumFils: integer('premium_fils'),
    vatFils: integer('vat_fils'),
    /** The Idempotency-Key of the Buy that created the row: a retried Buy finds it. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** Renewal reminders by SMS: the visitor's consent (when), and 'Stop reminders' (when). */
    reminderConsentAt: timestamp('reminder_consent_at', { withTimezone: true }),
    remindersStoppedAt: timestamp('reminders_stopped_at', { withTimezone: true }),
    /** The visitor's call window in minutes after midnight, UAE time: reminders are sent inside it. */
    callFromMinute: smallint('call_from_minute').notNull().default(540),
    callToMinute: smallint('call_to_minute').notNull().default(1080),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_public_id').on(t.publicId),
    uniqueIndex('policies_policy_number').on(t.policyNumber),
    index('policies_mobile').on(t.mobileNumber),
    index('policies_quote').on(t.quoteId),
    index('policies_end_date').on(t.endDate),
    uniqueIndex('policies_device_idempotency_key').on(t.deviceId, t.idempotencyKey),
    check('policies_status', sql`${t.status} in ('pending','active','declined','cancelled')`),
    check(
      'policies_issued',
      sql`${t.status} <> 'active' or (${t.policyNumber} is not null and ${t.startDate} is not null and ${t.endDate} is not null and ${t.data} is not null)`,
    ),
    check('policies_money', sql`coalesce(${t.premiumFils}, 0) >= 0 and coalesce(${t.vatFils}, 0) >= 0`),
    check(
      'policies_call_window',
      sql`${t.callFromMinute} >= 540 and ${t.callToMinute} <= 1080 and ${t.callFromMinute} < ${t.callToMinute}`,
    ),
  ],
);

/** Queries raised from the account (docs/product/account.md 'Ticketing'); escalation levels 0-2 (decision 0031). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    publicId: char('public_id', { length: 24 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    countryProductId: integer('country_product_id').notNull(),
    issueTypeId: integer('issue_type_id').notNull(),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    escLevel: integer('esc_level').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_public_id').on(t.publicId),
    index('tickets_mobile_created').on(t.mobileNumber, t.createdAt),
    check('tickets_status', sql`${t.status} in ('open','escalated','resolved','closed')`),
    check('tickets_esc_level', sql`${t.escLevel} between 0 and 2`),
  ],
);

/** A ticket's history: raised, escalated (with the level and the visitor's comment). */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    escLevel: integer('esc_level').notNull().default(0),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_events_ticket').on(t.ticketId, t.createdAt),
    check('ticket_events_kind', sql`${t.kind} in ('raised','escalated')`),
  ],
);

/**
 * What a visitor did on "Who has my number" (`/my-data/`, decision 0030): each view, consent withdrawal and deletion,
 * recorded for the number the one-time code proved. `detail` says what was affected (counts and ids, never the
 * deleted personal data itself).
 */
export const dataActions = pgTable(
  'data_actions',
  {
    id: serial('id').primaryKey(),
    /** Nine digits, without +971. */
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_actions_mobile_created').on(t.mobileNumber, t.createdAt),
    check('data_actions_action', sql`${t.action} in ('view','withdraw','delete','lift')`),
  ],
);

/**
 * Numbers nobody may contact (decision 0044): "stop all contact" on `/my-data/` records one, and it lasts until the
 * number, proved by its one-time code, lifts it. One row per suppression, kept after it is lifted (the proof that
 * the request was honoured); at most one active row per number. Leads for a suppressed number are stored and never
 * delivered; the console's contact rules read this table.
 */
export const contactSuppressions = pgTable(
  'contact_suppressions',
  {
    id: serial('id').primaryKey(),
    /** Nine digits, without +971. */
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    /** 'visitor' (withdrawn on /my-data/) or 'migration' (a withdrawal recorded before this table). */
    reason: varchar('reason', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_suppressions_active')
      .on(t.mobileNumber)
      .where(sql`${t.liftedAt} is null`),
    index('contact_suppressions_mobile_created').on(t.mobileNumber, t.createdAt),
    check('contact_suppressions_reason', sql`${t.reason} in ('visitor','migration')`),
  ],
);

/**
 * The device that last proved each number by a one-time code (decision 0043): strangers' sends to the number never
 * block it (it keeps its own per-number-and-device limits).
 */
export const otpNumberProofs = pgTable('otp_number_proofs', {
  mobileNumber: varchar('mobile_number', { length: 9 }).primaryKey(),
  deviceUuid: varchar('device_uuid', { length: 64 }).notNull(),
  provedAt: timestamp('proved_at', { withTimezone: true }).notNull().defaultNow(),
});
