import { ZBlock } from '../../../shared/contracts/blocks';
import {
  CONSOLE_PAGE_ERROR_CODES as E,
  type PageDetail,
  type PageDraft,
  type PageLanguageDoc,
  type PageVersionSummary,
} from '../../../shared/contracts/console-pages';
import { ZMetaData } from '../../../shared/contracts/page';
import { LANG_CODES, localeOf, type LangCode } from '../../../shared/domain/locales';
import { HttpError } from '../../plugins/errors';
import type { Audit, Tx } from '../console/audit';
import { diffDocs } from './diff';
import { pageLocks, pageSchedules } from './locks';
import type { PagesRepo, VersionRow } from './repo';
import { carry, sanitized, skeleton, textsOf, withTexts, type Doc, type Sanitize } from './texts';

/** A refusal whose body carries more than code and message (the 409's `conflict`, a 422's `issues`). */
export class PageError extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(status, code, message);
  }
}

export type Actor = { staffId: number | null; fromHash: string | null };

export const summaryOf = (r: VersionRow): PageVersionSummary => ({
  version: r.version,
  status: r.status,
  fromEnVersion: r.fromEnVersion,
  by: r.by,
  at: r.at.toISOString(),
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  origin: r.origin,
});

export const docOf = (r: { metaData: Doc['metaData']; blocks: Doc['blocks'] }): Doc => ({
  metaData: r.metaData,
  blocks: r.blocks,
});

const notFound = () => new HttpError(404, E.PAGE_NOT_FOUND, 'There is no page at this path.');

/** Blocks checked one by one with their contract; a failing one refuses the save with the zod paths. */
function checkedBlocks(raw: unknown[], clean: Sanitize): Doc['blocks'] {
  const issues: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  raw.forEach((b, i) => {
    const r = ZBlock.safeParse(b);
    if (!r.success)
      for (const x of r.error.issues)
        issues.push({ path: ['jsonData', i, ...x.path].join('.'), message: x.message });
    else if (seen.has(r.data.key))
      issues.push({ path: `jsonData.${i}.key`, message: `the key '${r.data.key}' is used twice` });
    else seen.add(r.data.key);
  });
  if (issues.length)
    throw new PageError(422, E.PAGE_BLOCK_INVALID, issues[0]!.message, { issues: issues.slice(0, 50) });
  return sanitized(raw, clean) as Doc['blocks'];
}

/** The editor's reads and draft writes (decision 0122); publishing is in publish.ts. */
export function pagesService(deps: {
  repo: PagesRepo;
  audit: Audit;
  now: () => Date;
  locks: ReturnType<typeof pageLocks>;
  schedules: ReturnType<typeof pageSchedules>;
  sanitize: Sanitize;
  /** Runs `fn` in one transaction with a repository on it: a draft's versions and its audit row commit together. */
  transaction: <T>(fn: (repo: PagesRepo, tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { repo, audit, now } = deps;

  const conflict = (latest: VersionRow | undefined) =>
    new PageError(
      409,
      E.PAGE_VERSION_CONFLICT,
      latest?.by
        ? `${latest.by.name} saved version ${latest.version} of this page meanwhile.`
        : 'This page changed meanwhile.',
      {
        conflict: {
          version: latest?.version ?? 0,
          by: latest?.by ?? null,
          at: (latest?.at ?? now()).toISOString(),
        },
      },
    );

  /** Inserts the next version of a language, or 409 when someone else took it. */
  const insertNext = async (
    repo: PagesRepo,
    path: string,
    language: LangCode,
    latest: VersionRow | undefined,
    doc: Doc,
    extra: {
      missing: string[];
      fromEnVersion: number | null;
      origin: string;
      staffId: number | null;
      ids: { productId: number; pageTypeId: number };
    },
  ): Promise<number> => {
    const version = (latest?.version ?? 0) + 1;
    const metaData = { ...doc.metaData, languageId: localeOf(language).languageId };
    ZMetaData.parse(metaData);
    const ok = await repo.insert(path, {
      language,
      version,
      ...extra.ids,
      metaData,
      blocks: doc.blocks,
      missing: extra.missing,
      status: 'draft',
      fromEnVersion: extra.fromEnVersion,
      origin: extra.origin,
      staffId: extra.staffId,
      at: now(),
    });
    if (!ok) throw conflict(await repo.latest(path, language));
    return version;
  };

  /** A new draft of one language (a save, or a restore with `lenient` structure), carrying English structure. */
  async function writeDraft(
    b: Omit<PageDraft, 'blocks'> & { blocks: Doc['blocks'] },
    actor: Actor,
    origin: string,
    lenient: boolean,
  ) {
    return deps.transaction((repo, tx) => writeDraftIn(repo, tx, b, actor, origin, lenient));
  }
  async function writeDraftIn(
    repo: PagesRepo,
    tx: Tx,
    b: Omit<PageDraft, 'blocks'> & { blocks: Doc['blocks'] },
    actor: Actor,
    origin: string,
    lenient: boolean,
  ) {
    await repo.ensureBaseline(b.path, now());
    const latest = await repo.latest(b.path, b.language);
    if (b.baseVersion !== (latest?.version ?? 0)) throw conflict(latest);
    const en = b.language === 'en' ? latest : await repo.latest(b.path, 'en');
    const rows = await repo.rows(b.path);
    const from = en ??
      latest ??
      rows[0] ?? { productId: b.metaData.countryProductId, pageTypeId: b.metaData.pageTypeId };
    const ids = { productId: from.productId, pageTypeId: from.pageTypeId };
    const carried: { language: LangCode; version: number }[] = [];
    let version: number;
    let missing: string[] = [];
    if (b.language === 'en') {
      const doc = withTexts({ metaData: b.metaData, blocks: b.blocks }, b.texts ?? {});
      version = await insertNext(repo, b.path, 'en', latest, doc, {
        missing,
        fromEnVersion: null,
        origin,
        staffId: actor.staffId,
        ids,
      });
      // A structure change (blocks added, removed, moved, a list longer or shorter) goes to every other language.
      if (!latest || skeleton(doc) !== skeleton(docOf(latest)))
        for (const lang of LANG_CODES.filter((l) => l !== 'en')) {
          const own = await repo.latest(b.path, lang);
          if (!own) continue;
          const c = carry(doc, docOf(own), own.missing);
          const n = await insertNext(repo, b.path, lang, own, c.doc, {
            missing: c.missing,
            fromEnVersion: version,
            origin: 'structure',
            staffId: actor.staffId,
            ids,
          });
          carried.push({ language: lang, version: n });
        }
    } else {
      if (!en)
        throw new HttpError(422, E.PAGE_STRUCTURE_MISMATCH, 'Write the English version of this page first.');
      const enDoc = docOf(en);
      const keys = (bs: Doc['blocks']) => bs.map((x) => x.key).join('\n');
      if (!lenient && b.blocks.length > 0 && keys(b.blocks) !== keys(enDoc.blocks))
        throw new PageError(
          422,
          E.PAGE_STRUCTURE_MISMATCH,
          'Blocks are added, removed and moved in English; here only texts change.',
          {
            issues: [
              { path: 'jsonData', message: `expected the keys ${enDoc.blocks.map((x) => x.key).join(', ')}` },
            ],
          },
        );
      const base: Doc =
        b.blocks.length > 0
          ? { metaData: b.metaData, blocks: b.blocks }
          : latest
            ? { ...docOf(latest), metaData: b.metaData }
            : { ...enDoc, metaData: b.metaData };
      const prevMissing = latest ? latest.missing : Object.keys(textsOf(enDoc));
      const c = carry(enDoc, withTexts(base, b.texts ?? {}), prevMissing, b.confirmed ?? []);
      missing = c.missing;
      checkedBlocks(c.doc.blocks, deps.sanitize);
      version = await insertNext(
        repo,
        b.path,
        b.language,
        latest,
        { metaData: c.doc.metaData, blocks: sanitized(c.doc.blocks, deps.sanitize) },
        { missing, fromEnVersion: en.version, origin, staffId: actor.staffId, ids },
      );
    }
    await audit(
      {
        staffId: actor.staffId,
        action: origin.startsWith('restore') ? 'page.restored' : 'page.draft.saved',
        target: `page:${b.path}`,
        fromHash: actor.fromHash,
        details: { language: b.language, version, carried: carried.map((x) => `${x.language}:${x.version}`) },
      },
      tx,
    );
    return { version, language: b.language, missing, carried };
  }

  const languageDoc = (
    lang: LangCode,
    versions: VersionRow[],
    rows: Awaited<ReturnType<PagesRepo['rows']>>,
    enLatest: number,
  ): PageLanguageDoc => {
    const own = versions.filter((x) => x.language === lang);
    const latest = own[0];
    const row = rows.find((r) => r.language === lang);
    const doc: Doc | null = latest
      ? docOf(latest)
      : row
        ? { metaData: row.metaData as Doc['metaData'], blocks: row.blocks as Doc['blocks'] }
        : null;
    const published = own.find((x) => x.status === 'published');
    return {
      language: lang,
      published: row?.published ?? false,
      publishedVersion: row?.published ? (published?.version ?? null) : null,
      latestVersion: latest?.version ?? 0,
      hasDraft: own.some((x) => x.status === 'draft'),
      stale: lang !== 'en' && !!latest && latest.fromEnVersion !== null && latest.fromEnVersion < enLatest,
      missingTexts: latest?.missing.length ?? 0,
      version: latest?.version ?? 0,
      metaData: doc ? ZMetaData.parse(doc.metaData) : null,
      blocks: doc ? (doc.blocks.filter((x) => ZBlock.safeParse(x).success) as PageLanguageDoc['blocks']) : [],
      missing: latest?.missing ?? [],
      texts: doc ? textsOf(doc) : {},
      versions: own.map(summaryOf),
    };
  };

  return {
    saveDraft: (b: PageDraft, actor: Actor) =>
      writeDraft({ ...b, blocks: checkedBlocks(b.blocks, deps.sanitize) }, actor, 'save', false),

    async restore(
      b: { path: string; language: LangCode; version: number; baseVersion: number },
      actor: Actor,
    ) {
      const old = await repo.version(b.path, b.language, b.version);
      if (!old) throw new HttpError(404, E.PAGE_VERSION_NOT_FOUND, 'There is no such version of this page.');
      return writeDraft(
        {
          path: b.path,
          language: b.language,
          baseVersion: b.baseVersion,
          metaData: ZMetaData.parse(old.metaData),
          blocks: old.blocks,
        },
        actor,
        `restore:${b.version}`,
        true,
      );
    },

    async detail(path: string, staffId: number): Promise<PageDetail> {
      await repo.ensureBaseline(path, now());
      const [rows, versions] = await Promise.all([repo.rows(path), repo.versions(path)]);
      if (rows.length === 0 && versions.length === 0) throw notFound();
      const enLatest = versions.find((x) => x.language === 'en')?.version ?? 0;
      const first = versions[0] ?? rows[0]!;
      return {
        path,
        productId: first.productId,
        pageTypeId: first.pageTypeId,
        languages: LANG_CODES.map((l) => languageDoc(l, versions, rows, enLatest)),
        lock: await deps.locks.holder(path, staffId),
        schedules: await deps.schedules.list(path),
      };
    },

    async history(path: string, language: LangCode) {
      await repo.ensureBaseline(path, now());
      const versions = await repo.versions(path, language);
      if (versions.length === 0) throw notFound();
      return { versions: versions.map(summaryOf) };
    },

    async version(path: string, language: LangCode, version: number) {
      const r = await repo.version(path, language, version);
      if (!r) throw new HttpError(404, E.PAGE_VERSION_NOT_FOUND, 'There is no such version of this page.');
      return {
        ...summaryOf(r),
        metaData: ZMetaData.parse(r.metaData),
        blocks: r.blocks as never,
        missing: r.missing,
      };
    },

    async diff(path: string, language: LangCode, from: number, to: number) {
      const [a, b] = await Promise.all([
        repo.version(path, language, from),
        repo.version(path, language, to),
      ]);
      if (!a || !b)
        throw new HttpError(404, E.PAGE_VERSION_NOT_FOUND, 'There is no such version of this page.');
      return { from, to, entries: diffDocs(docOf(a), docOf(b)) };
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
