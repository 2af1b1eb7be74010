import type { FastifyBaseLogger } from 'fastify';
import { ZForm } from '../../../shared/contracts/journey';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import { ttlCache } from '../../lib/ttl-cache';
import type { FormRow, FormsRepo } from './repo';
import type { FormsService, StoredForm } from './types';

/** Definitions change only when the seed or an editor writes them; 30 s keeps edits visible soon enough. */
const CACHE_TTL_MS = 30_000;

/** The language asked for, then English (where a language's form is not stored: its texts are incomplete, decision 0077). */
function languagesFor(language: LangCode): LangCode[] {
  return language === 'en' ? ['en'] : [language, 'en'];
}

function isLang(value: string): value is LangCode {
  return (LANG_CODES as readonly string[]).includes(value);
}

export function formsService(
  repo: FormsRepo,
  opts: {
    log: Pick<FastifyBaseLogger, 'warn'>;
    ttlMs?: number;
    /** The option lists behind optionsSource urls (the options module); without it no url resolves. */
    resolveOptions?: FormsService['resolveOptions'];
    /** The ranges behind rangeSource urls (the options module); without it no url resolves. */
    resolveRange?: FormsService['resolveRange'];
  },
): FormsService & { clearCache(): void } {
  const cache = ttlCache<StoredForm | null>(opts.ttlMs ?? CACHE_TTL_MS);

  /** A row that fails the schema is logged and treated as missing (docs/ARCHITECTURE.md#principle-3: rules are checked at load). */
  function parseRow(row: FormRow): StoredForm | null {
    const parsed = ZForm.safeParse(row.definition);
    const valid = parsed.success && parsed.data.formKey === row.formKey && isLang(row.language);
    if (!valid) {
      opts.log.warn(
        {
          formKey: row.formKey,
          language: row.language,
          issues: parsed.success ? ['formKey or language mismatch'] : parsed.error.issues.slice(0, 5),
        },
        'form definition failed its schema; ignored',
      );
      return null;
    }
    return {
      form: parsed.data,
      formKey: row.formKey,
      productId: row.productId,
      journeyType: row.journeyType,
      pageTypeId: row.pageTypeId,
      language: row.language as LangCode,
      stage: row.stage,
    };
  }

  /** The first row, in preference order, that parses (and, for a journey's steps, is not a hidden form). */
  function pick(
    rows: FormRow[],
    order: ReadonlyArray<(r: FormRow) => boolean>,
    steps = false,
  ): StoredForm | null {
    for (const matches of order) {
      for (const row of rows.filter(matches)) {
        const stored = parseRow(row);
        if (stored && !(steps && stored.form.hidden)) return stored;
      }
    }
    return null;
  }

  async function loadForm(formKey: string, language: LangCode): Promise<StoredForm | null> {
    const rows = await repo.byKey(formKey, languagesFor(language));
    return pick(
      rows,
      languagesFor(language).map((l) => (r: FormRow) => r.language === l),
    );
  }

  /** Stage `stage` of a journey: the page type's own form, then page type 0's, in the language, then in English. */
  async function loadStage(
    q: { productId: number; journeyType: number; pageTypeId: number; language: LangCode },
    stage: number,
  ): Promise<StoredForm | null> {
    const pageTypeIds = q.pageTypeId === 0 ? [0] : [q.pageTypeId, 0];
    const languages = languagesFor(q.language);
    const rows = await repo.byStage({
      productId: q.productId,
      journeyType: q.journeyType,
      pageTypeIds,
      languages,
      stage,
    });
    const order = languages.flatMap((l) =>
      pageTypeIds.map((p) => (r: FormRow) => r.language === l && r.pageTypeId === p),
    );
    // A hidden form (the quotes page's options) is never a journey's first or next step.
    return pick(rows, order, true);
  }

  const service: FormsService & { clearCache(): void } = {
    resolveOptions: opts.resolveOptions ?? (async () => null),
    resolveRange: opts.resolveRange ?? (async () => null),
    getForm(formKey, language) {
      return cache.get(`key|${formKey}|${language}`, () => loadForm(formKey, language));
    },

    async getUserForm(q) {
      const first = await cache.get(
        `stage1|${q.productId}|${q.journeyType}|${q.pageTypeId}|${q.language}`,
        () => loadStage(q, 1),
      );
      if (!first) return null;
      // Every later step's title and screen count, for one progress indicator (docs/product/journeys.md); each stage is cached.
      const sections = [{ stage: 1, title: first.form.title ?? '', screens: first.form.screens.length }];
      for (let stage = 2; stage <= 10; stage++) {
        const next = await cache.get(
          `stage${stage}|${q.productId}|${q.journeyType}|${q.pageTypeId}|${q.language}`,
          () => loadStage(q, stage),
        );
        if (!next) break;
        sections.push({ stage, title: next.form.title ?? '', screens: next.form.screens.length });
      }
      // The language and page type of the definition actually served (after any fallback).
      return {
        productId: first.productId,
        journeyType: first.journeyType,
        pageTypeId: first.pageTypeId,
        language: first.language,
        forms: [first.form],
        sections,
      };
    },

    async getNextForm(formKey, language) {
      const current = await service.getForm(formKey, language);
      if (!current) return null;
      return cache.get(`next|${formKey}|${language}`, () =>
        loadStage(
          {
            productId: current.productId,
            journeyType: current.journeyType,
            pageTypeId: current.pageTypeId,
            language,
          },
          current.stage + 1,
        ),
      );
    },

    clearCache() {
      cache.clear();
    },
  };
  return service;
}
