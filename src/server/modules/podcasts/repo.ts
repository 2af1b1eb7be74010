import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** An episode as its stored page holds it (the PODCAST_EPISODE block). */
export type StoredEpisode = {
  urlPath: string;
  title: string;
  description: string;
  date: string;
  durationMinutes: number | null;
  audio: { url: string; bytes: number; mime: string } | null;
};

const PODCAST_PAGE_TYPE = 39;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The published episode pages of a language (page type 39), newest first. */
export function podcastsRepo(db: Db) {
  return {
    async episodes(lang: string): Promise<StoredEpisode[]> {
      const r = await db.execute<{ url_path: string; blocks: unknown }>(sql`
        select url_path, blocks from content_pages
        where published and language = ${lang} and page_type_id = ${PODCAST_PAGE_TYPE}`);
      const out: StoredEpisode[] = [];
      for (const row of r.rows) {
        const blocks = Array.isArray(row.blocks) ? (row.blocks as unknown[]) : [];
        const b = blocks.find((x) => isRecord(x) && x.type === 'PODCAST_EPISODE');
        if (!isRecord(b)) continue;
        const a = isRecord(b.audio) ? b.audio : null;
        out.push({
          urlPath: row.url_path,
          title: String(b.title ?? ''),
          description: typeof b.description === 'string' ? b.description : '',
          date: String(b.date ?? ''),
          durationMinutes: typeof b.durationMinutes === 'number' ? b.durationMinutes : null,
          audio:
            a && typeof a.url === 'string' && typeof a.bytes === 'number' && typeof a.mime === 'string'
              ? { url: a.url, bytes: a.bytes, mime: a.mime }
              : null,
        });
      }
      return out.sort((x, y) => y.date.localeCompare(x.date) || x.urlPath.localeCompare(y.urlPath));
    },
  };
}
