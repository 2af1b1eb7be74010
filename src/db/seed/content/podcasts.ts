import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ZPodcastAudio } from '../../../shared/contracts/blocks-editorial';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { podcastFeedPath } from '../../../shared/domain/routing';
import { MissingTexts, contentRoot, readStructure } from '../data/texts';
import {
  checkedPage,
  fileTexts,
  fillTemplate,
  htmlFor,
  metaData,
  pick,
  type DataPage,
  type TextsOf,
} from './data-pages';
import type { StoredPage } from './seed-page';

/**
 * Podcasts as data (decision 0106): `content/structure/podcasts.json` lists the episodes (slug, date, duration in
 * seconds, optional audio {url, bytes, mime}, version) and `content/<lang>/podcasts.json` holds each one's title,
 * description and transcript (HTML) and the episode page's own words (`page.*`). Each episode becomes
 * `/podcasts/<slug>/` (page type 39, like the list); the list page (`content/structure/pages/podcasts.json`) takes
 * its episodes, newest first, from `{"$list": "podcasts"}` and its feed link from `{"$list": "podcasts:subscribe"}`.
 * An audio file is one of content/media/podcasts/ (served at /media/podcasts/): its stated size must be the file's,
 * and a WAV file's length must be the stated duration, so the RSS enclosure never lies.
 */

export const PODCASTS_FILE = 'podcasts';
export const PODCASTS_PATH = '/podcasts/';
export const PODCAST_PAGE_TYPE = 39;
export const PODCAST_MEDIA_DIR = ['media', 'podcasts'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug of a-z, 0-9 and -');

const ZPodcastStructure = z.strictObject({
  episodes: z
    .array(
      z.strictObject({
        slug,
        date: day,
        /** Seconds: the audio file's length when there is one, else the script's spoken length. */
        durationSeconds: z.number().int().min(1).max(36_000),
        audio: ZPodcastAudio.optional(),
        version: z.number().int().min(1),
      }),
    )
    .min(1)
    .max(500),
});
export type TPodcastStructure = z.infer<typeof ZPodcastStructure>;
type Episode = TPodcastStructure['episodes'][number];

/** What a media file really is: its size, and for a WAV file its length in seconds (from its header). */
export type MediaFacts = { bytes: number; seconds?: number };
export type MediaOf = (url: string) => MediaFacts | undefined;

/** The media files of content/media/podcasts/ as the seed and the server read them. */
export const mediaFile = (url: string): string =>
  join(contentRoot(), ...PODCAST_MEDIA_DIR, url.split('/').pop() ?? '');

export const diskMedia: MediaOf = (url) => {
  try {
    const path = mediaFile(url);
    const bytes = statSync(path).size;
    if (!url.endsWith('.wav')) return { bytes };
    const head = readFileSync(path).subarray(0, 44);
    const byteRate = head.readUInt32LE(28);
    const dataBytes = head.readUInt32LE(40);
    return { bytes, seconds: byteRate > 0 ? dataBytes / byteRate : undefined };
  } catch {
    return undefined;
  }
};

/** The structure, checked: a repeated slug, or audio whose size or length is not the file's, throws. Newest first. */
export function parsePodcasts(raw: unknown, media: MediaOf): TPodcastStructure {
  const parsed = ZPodcastStructure.safeParse(raw);
  const where = 'content/structure/podcasts.json';
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const seen = new Set<string>();
  for (const e of parsed.data.episodes) {
    if (seen.has(e.slug)) throw new Error(`${where}: ${e.slug} is listed twice`);
    seen.add(e.slug);
    if (!e.audio) continue;
    const facts = media(e.audio.url);
    if (!facts) throw new Error(`${where}: ${e.slug}: no file for ${e.audio.url} in content/media/podcasts/`);
    if (facts.bytes !== e.audio.bytes)
      throw new Error(`${where}: ${e.slug}: ${e.audio.url} has ${facts.bytes} bytes, not ${e.audio.bytes}`);
    if (facts.seconds !== undefined && Math.round(facts.seconds) !== e.durationSeconds)
      throw new Error(
        `${where}: ${e.slug}: ${e.audio.url} lasts ${facts.seconds} s, not ${e.durationSeconds}`,
      );
  }
  const episodes = [...parsed.data.episodes].sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  return { episodes };
}

const PAGE_KEYS = {
  metaTitle: 'page.metaTitle',
  subtitle: 'page.subtitle',
  demoNotice: 'page.demoNotice',
  audioNote: 'page.audioNote',
} as const;

type ListRow = {
  title: string;
  description: string;
  date: string;
  durationMinutes: number;
  refUrl: string;
  shareLinks: [];
};

const minutes = (e: Episode) => Math.max(1, Math.ceil(e.durationSeconds / 60));

export function buildPodcasts(
  raw: unknown,
  textsOf: TextsOf,
  missing: MissingTexts,
  media: MediaOf = diskMedia,
): {
  pages: DataPage[];
  rows: (lang: LangCode) => ListRow[];
  subscribe: (lang: LangCode) => { platform: 'rss'; url: string }[];
} {
  const s = parsePodcasts(raw, media);
  const pages: DataPage[] = [];
  const rows = new Map<LangCode, ListRow[]>();
  for (const { code: lang } of LOCALES) {
    const texts = textsOf(lang);
    const page = pick(texts, PAGE_KEYS, lang, PODCASTS_FILE, missing);
    const items = s.episodes.flatMap((e) => {
      const x = pick(
        texts,
        {
          title: `${e.slug}.title`,
          description: `${e.slug}.description`,
          transcript: `${e.slug}.transcript`,
        },
        lang,
        PODCASTS_FILE,
        missing,
      );
      return x ? [{ e, x }] : [];
    });
    if (!page) continue;
    const path = (slugOf: string) => `${PODCASTS_PATH}${slugOf}/`;
    rows.set(
      lang,
      items.map(({ e, x }) => ({
        title: x.title,
        description: x.description,
        date: e.date,
        durationMinutes: minutes(e),
        refUrl: path(e.slug),
        shareLinks: [],
      })),
    );
    for (const { e, x } of items) {
      const doc: StoredPage = {
        metaData: metaData({
          productId: PRODUCT.HOME,
          pageTypeId: PODCAST_PAGE_TYPE,
          lang,
          title: fillTemplate(page.metaTitle, { title: x.title }),
          description: x.description,
        }),
        jsonData: [
          {
            key: `podcast-${e.slug}-banner`,
            type: 'BANNER',
            title: x.title,
            fieldValues: { variant: 'product', subtitle: page.subtitle },
          },
          {
            key: `podcast-${e.slug}-intro`,
            type: 'TITLE_PARAGRAPH',
            title: page.subtitle,
            contentType: 'html',
            content: htmlFor(lang, e.audio ? `${page.demoNotice}${page.audioNote}` : page.demoNotice),
          },
          {
            key: `podcast-${e.slug}`,
            type: 'PODCAST_EPISODE',
            title: x.title,
            date: e.date,
            durationMinutes: minutes(e),
            description: x.description,
            ...(e.audio ? { audio: e.audio } : {}),
            transcript: htmlFor(lang, x.transcript),
            listUrl: PODCASTS_PATH,
            feedUrl: podcastFeedPath(lang),
          },
        ],
      };
      pages.push(
        checkedPage({
          urlPath: path(e.slug),
          language: lang,
          productId: PRODUCT.HOME,
          pageTypeId: PODCAST_PAGE_TYPE,
          page: doc,
          file: PODCASTS_FILE,
          version: e.version,
        }),
      );
    }
  }
  return {
    pages,
    rows: (lang) => rows.get(lang) ?? [],
    subscribe: (lang) => [{ platform: 'rss', url: podcastFeedPath(lang) }],
  };
}

export function loadPodcasts(missing: MissingTexts) {
  return buildPodcasts(readStructure(PODCASTS_FILE), fileTexts(PODCASTS_FILE), missing);
}
