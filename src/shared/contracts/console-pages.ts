import { z } from 'zod';
import { LANG_CODES } from '../domain/locales';
import { ZBlock } from './blocks';
import { ZMetaData } from './page';

/**
 * The console's page editor (decision 0122): every change is a version of one page in one language; the stored page
 * document (content_pages) stays the one format the renderer reads, and publishing writes it. Roles: content_editor
 * and admin. Paths below are under /api/console/pages; a page is named by its content path (`/car-insurance/`),
 * sent as the `path` query parameter or body field. Every answer is `{ data }`; a refusal `{ code, message }` with
 * `issues` (422) or `conflict` / `lock` (409).
 *
 *   GET  /api/console/pages                  ZPageListQuery      → ZPageList
 *   GET  /api/console/pages/detail?path      ZPagePathQuery      → ZPageDetail
 *   POST /api/console/pages/draft            ZPageDraft          → ZPageSaved (409 ZPageConflict, 422 issues)
 *   POST /api/console/pages/restore          ZPageRestoreBody    → ZPageSaved (409 ZPageConflict)
 *   POST /api/console/pages/lock             ZPageLockBody       → ZPageLockAnswer (take or heartbeat; 409 ZPageLockedError)
 *   POST /api/console/pages/lock/release     ZPageLockBody       → ZPageLockAnswer
 *   POST /api/console/pages/preview          ZPagePreviewBody    → ZPagePreviewLink (GET the url: the rendered page)
 *   POST /api/console/pages/publish          ZPagePublishBody    → ZPagePublished (422 PAGE_TEXTS_MISSING + issues)
 *   POST /api/console/pages/unpublish        ZPageUnpublishBody  → ZPagePublished
 *   POST /api/console/pages/schedule         ZPageScheduleBody   → ZPageScheduled
 *   POST /api/console/pages/schedule/cancel  ZPageScheduleCancel → { data: { id } }
 *   GET  /api/console/pages/history          ZPageHistoryQuery   → ZPageHistory
 *   GET  /api/console/pages/version          ZPageVersionQuery   → ZPageVersion
 *   GET  /api/console/pages/diff             ZPageDiffQuery      → ZPageDiff
 */
export const CONSOLE_PAGE_ERROR_CODES = {
  /** No page at this content path (or no such version). */
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND',
  PAGE_VERSION_NOT_FOUND: 'PAGE_VERSION_NOT_FOUND',
  /** 409: baseVersion is not the latest version of this language; the body's `conflict` says whose change won. */
  PAGE_VERSION_CONFLICT: 'PAGE_VERSION_CONFLICT',
  /** 422: a block fails its contract; `issues` carry the zod paths (`jsonData.3.fieldValues.title`). */
  PAGE_BLOCK_INVALID: 'PAGE_BLOCK_INVALID',
  /** 422: a non-English draft whose block keys are not the English version's (structure is edited in English). */
  PAGE_STRUCTURE_MISMATCH: 'PAGE_STRUCTURE_MISMATCH',
  /** 422: publish refused; `issues` list the missing text paths (`jsonData.car-banner.fieldValues.title`). */
  PAGE_TEXTS_MISSING: 'PAGE_TEXTS_MISSING',
  /** 409: another editor holds the page's edit lock (take); the body's `lock` names them. */
  PAGE_LOCKED: 'PAGE_LOCKED',
  /** 422: a schedule in the past, or for a version that is not a draft. */
  PAGE_SCHEDULE_INVALID: 'PAGE_SCHEDULE_INVALID',
  /** 422: publish or schedule of a version that is not the latest draft of its language. */
  PAGE_NOT_PUBLISHABLE: 'PAGE_NOT_PUBLISHABLE',
} as const;

export const PAGE_VERSION_STATUSES = ['draft', 'published', 'superseded'] as const;
export type PageVersionStatus = (typeof PAGE_VERSION_STATUSES)[number];

/** How long a preview link works, and how long an edit lock lives without a heartbeat. */
export const PAGE_PREVIEW_TTL_S = 15 * 60;
export const PAGE_LOCK_TTL_S = 120;

export const ZPageLanguage = z.enum(LANG_CODES);

/** A content path: lower case, leading and trailing '/' (`/`, `/car-insurance/`). */
export const ZPagePath = z
  .string()
  .max(300)
  .regex(
    /^\/([a-z0-9-]+\/)*$/,
    'a content path such as /car-insurance/ (lower case, leading and trailing /)',
  );

const ZVersionNo = z.coerce.number().int().min(0).max(1_000_000);
const ZWho = z.object({ id: z.number(), name: z.string() }).nullable();

/** GET /api/console/pages?product&pageType&language&q&page&limit */
export const ZPageListQuery = z.strictObject({
  product: z.coerce.number().int().min(0).max(10_000).optional(),
  pageType: z.coerce.number().int().min(0).max(10_000).optional(),
  language: ZPageLanguage.optional(),
  /** Matches the path or the English title. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageListQuery = z.infer<typeof ZPageListQuery>;

/** One language of a page in the list and on the page's screen. */
export const ZPageLanguageState = z.object({
  language: ZPageLanguage,
  /** The language has a live content_pages row that visitors see. */
  published: z.boolean(),
  /** The published version number (null: never published through the console, or not published). */
  publishedVersion: z.number().nullable(),
  /** The latest version number of this language (0: none yet, the page exists only as the seed wrote it). */
  latestVersion: z.number(),
  hasDraft: z.boolean(),
  /** A non-English language whose latest version came from an English version older than the latest English one. */
  stale: z.boolean(),
  /** Texts copied from English and not translated yet (non-English only). */
  missingTexts: z.number(),
});
export type PageLanguageState = z.infer<typeof ZPageLanguageState>;

export const ZPageListRow = z.object({
  path: z.string(),
  productId: z.number(),
  pageTypeId: z.number(),
  /** The English title (meta title tag), else the path. */
  title: z.string(),
  languages: z.array(ZPageLanguageState),
});
export const ZPageList = z.object({
  data: z.object({ rows: z.array(ZPageListRow), total: z.number(), page: z.number(), limit: z.number() }),
});
export type PageList = z.infer<typeof ZPageList>['data'];

/** ?path=/car-insurance/ on the routes that read one page. */
export const ZPagePathQuery = z.strictObject({ path: ZPagePath });

export const ZPageVersionSummary = z.object({
  version: z.number(),
  status: z.enum(PAGE_VERSION_STATUSES),
  /** The English version a translation was made from (null for English). */
  fromEnVersion: z.number().nullable(),
  by: ZWho,
  at: z.string(),
  publishedAt: z.string().nullable(),
  /** 'restore:<n>', 'seed', 'save', 'structure' (carried from an English change). */
  origin: z.string(),
});
export type PageVersionSummary = z.infer<typeof ZPageVersionSummary>;

export const ZPageLock = z.object({ by: ZWho, since: z.string(), expiresAt: z.string(), mine: z.boolean() });
export type PageLock = z.infer<typeof ZPageLock>;

export const ZPageSchedule = z.object({
  id: z.number(),
  language: ZPageLanguage,
  action: z.enum(['publish', 'unpublish']),
  version: z.number().nullable(),
  runAt: z.string(),
  doneAt: z.string().nullable(),
  result: z.string().nullable(),
  by: ZWho,
});
export type PageSchedule = z.infer<typeof ZPageSchedule>;

/** One language of a page: its latest version (the draft when there is one), with what the editor needs. */
export const ZPageLanguageDoc = ZPageLanguageState.extend({
  /** The version shown (the latest; 0 when the language has no version and no row). */
  version: z.number(),
  metaData: ZMetaData.nullable(),
  blocks: z.array(ZBlock),
  /** Text paths still copied from English (`jsonData.<block key>.<path>`). */
  missing: z.array(z.string()),
  /** Every text path of the English structure with this language's text (`jsonData.<key>.<path>` → text). */
  texts: z.record(z.string(), z.string()),
  versions: z.array(ZPageVersionSummary),
});
export type PageLanguageDoc = z.infer<typeof ZPageLanguageDoc>;

export const ZPageDetail = z.object({
  data: z.object({
    path: z.string(),
    productId: z.number(),
    pageTypeId: z.number(),
    languages: z.array(ZPageLanguageDoc),
    lock: ZPageLock.nullable(),
    schedules: z.array(ZPageSchedule),
  }),
});
export type PageDetail = z.infer<typeof ZPageDetail>['data'];

/**
 * POST /api/console/pages/draft. English: metaData and blocks define the structure (add, remove, reorder, duplicate;
 * every block needs a unique `key`); the other languages are carried by block key. Another language: the blocks must
 * have the English keys in the English order (only texts change); `texts` may instead set texts by path. `confirmed`
 * marks texts that are meant to equal the English (a brand name) as translated.
 */
export const ZPageDraft = z.strictObject({
  path: ZPagePath,
  language: ZPageLanguage,
  /** The latest version this edit started from (0 for a page never edited in the console). */
  baseVersion: ZVersionNo,
  metaData: ZMetaData,
  /** Validated block by block with ZBlock server side (a failing block: 422 PAGE_BLOCK_INVALID with its path). */
  blocks: z.array(z.unknown()).max(200),
  texts: z.record(z.string().max(300), z.string().max(20_000)).optional(),
  confirmed: z.array(z.string().max(300)).max(2000).optional(),
});
export type PageDraft = z.infer<typeof ZPageDraft>;

export const ZPageSaved = z.object({
  data: z.object({
    version: z.number(),
    language: ZPageLanguage,
    missing: z.array(z.string()),
    /** Other languages that received a structure change (their new version numbers). */
    carried: z.array(z.object({ language: ZPageLanguage, version: z.number() })),
  }),
});

/** The 409 body: whose change is the latest. */
export const ZPageConflict = z.object({
  code: z.literal('PAGE_VERSION_CONFLICT'),
  message: z.string(),
  conflict: z.object({ version: z.number(), by: ZWho, at: z.string() }),
});
export type PageConflict = z.infer<typeof ZPageConflict>;

/** The 409 body of a lock taken by another editor. */
export const ZPageLockedError = z.object({
  code: z.literal('PAGE_LOCKED'),
  message: z.string(),
  lock: ZPageLock,
});

/** POST /api/console/pages/lock (take or heartbeat), /lock/release. */
export const ZPageLockBody = z.strictObject({ path: ZPagePath });
export const ZPageLockAnswer = z.object({ data: z.object({ lock: ZPageLock.nullable() }) });

/** POST /api/console/pages/preview → a signed link valid 15 minutes: GET /console/preview/<token>. */
export const ZPagePreviewBody = z.strictObject({
  path: ZPagePath,
  language: ZPageLanguage,
  version: ZVersionNo,
});
export const ZPagePreviewLink = z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) });

/** POST /api/console/pages/publish: a version (the latest draft) of one language goes live. */
export const ZPagePublishBody = z.strictObject({
  path: ZPagePath,
  language: ZPageLanguage,
  version: ZVersionNo,
});
/** POST /api/console/pages/unpublish: the language's page answers 404 to visitors until published again. */
export const ZPageUnpublishBody = z.strictObject({ path: ZPagePath, language: ZPageLanguage });
export const ZPagePublished = z.object({
  data: z.object({ language: ZPageLanguage, version: z.number().nullable(), published: z.boolean() }),
});

/** POST /api/console/pages/schedule: publish a version, or unpublish the language, at a time (fired once). */
export const ZPageScheduleBody = z.strictObject({
  path: ZPagePath,
  language: ZPageLanguage,
  action: z.enum(['publish', 'unpublish']),
  /** Required for publish. */
  version: ZVersionNo.optional(),
  runAt: z.iso.datetime({ offset: true }),
});
export const ZPageScheduled = z.object({ data: ZPageSchedule });
/** POST /api/console/pages/schedule/cancel */
export const ZPageScheduleCancel = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/console/pages/history?path&language */
export const ZPageHistoryQuery = z.strictObject({ path: ZPagePath, language: ZPageLanguage });
export const ZPageHistory = z.object({ data: z.object({ versions: z.array(ZPageVersionSummary) }) });

/** GET /api/console/pages/version?path&language&version: one stored version in full. */
export const ZPageVersionQuery = ZPageHistoryQuery.extend({ version: ZVersionNo });
export const ZPageVersion = z.object({
  data: ZPageVersionSummary.extend({
    metaData: ZMetaData,
    blocks: z.array(ZBlock),
    missing: z.array(z.string()),
  }),
});

/** GET /api/console/pages/diff?path&language&from&to: by block key and text path. */
export const ZPageDiffQuery = ZPageHistoryQuery.extend({ from: ZVersionNo, to: ZVersionNo });
export const ZPageDiffEntry = z.object({
  kind: z.enum(['added', 'removed', 'changed', 'moved']),
  /** The block key; 'metaData' for a change of the page's metadata. */
  key: z.string(),
  blockType: z.string().nullable(),
  /** moved: the old and new index; changed: the paths inside the block that differ, with both values. */
  fromIndex: z.number().nullable(),
  toIndex: z.number().nullable(),
  changes: z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type PageDiffEntry = z.infer<typeof ZPageDiffEntry>;
export const ZPageDiff = z.object({
  data: z.object({ from: z.number(), to: z.number(), entries: z.array(ZPageDiffEntry) }),
});

/** POST /api/console/pages/restore: a new draft with an old version's content (baseVersion as for a save). */
export const ZPageRestoreBody = z.strictObject({
  path: ZPagePath,
  language: ZPageLanguage,
  version: ZVersionNo,
  baseVersion: ZVersionNo,
});
