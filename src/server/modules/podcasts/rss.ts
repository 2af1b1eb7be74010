import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { podcastFeedPath } from '../../../shared/domain/routing';
import { tFor } from '../../../shared/i18n/catalogues';
import type { StoredEpisode } from './repo';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const x = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** RFC 822 date of a calendar day (noon UTC, so the day is the same in the UAE and in the reader's zone). */
const rfc822 = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`).toUTCString();

/** Characters no XML 1.0 document may hold (a stored text with one would break the feed). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g; // eslint-disable-line no-control-regex
const clean = (s: string) => s.replace(CONTROL, '');

/**
 * A language's RSS 2.0 feed with the iTunes tags (decision 0106). Only episodes with their own audio file enter it,
 * each with <enclosure url length type> from the episode's data; the others are listed on the site only.
 */
export function renderFeed(
  episodes: readonly StoredEpisode[],
  lang: LangCode,
  opts: { origin: string; ownerEmail: string },
): string {
  const t = tFor(lang);
  const origin = opts.origin.replace(/\/$/, '');
  const abs = (path: string) => `${origin}${path}`;
  const title = clean(t('podcasts:feedTitle'));
  const author = clean(t('podcasts:feedAuthor'));
  const description = clean(t('podcasts:feedDescription'));
  const items = episodes
    .filter((e) => e.audio)
    .map((e) => {
      const link = abs(localizedPath(e.urlPath, lang));
      const a = e.audio!;
      return [
        '<item>',
        `<title>${x(clean(e.title))}</title>`,
        `<link>${x(link)}</link>`,
        `<guid isPermaLink="true">${x(link)}</guid>`,
        `<pubDate>${rfc822(e.date)}</pubDate>`,
        `<description>${x(clean(e.description))}</description>`,
        `<enclosure url="${x(abs(a.url))}" length="${a.bytes}" type="${x(a.mime)}"/>`,
        `<itunes:title>${x(clean(e.title))}</itunes:title>`,
        `<itunes:summary>${x(clean(e.description))}</itunes:summary>`,
        e.durationMinutes ? `<itunes:duration>${e.durationMinutes * 60}</itunes:duration>` : '',
        '<itunes:episodeType>full</itunes:episodeType>',
        '<itunes:explicit>false</itunes:explicit>',
        '</item>',
      ]
        .filter(Boolean)
        .join('\n');
    });
  const newest = episodes.find((e) => e.audio);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${x(title)}</title>
<link>${x(abs(localizedPath('/podcasts/', lang)))}</link>
<atom:link href="${x(abs(podcastFeedPath(lang)))}" rel="self" type="application/rss+xml"/>
<description>${x(description)}</description>
<language>${lang}</language>
${newest ? `<lastBuildDate>${rfc822(newest.date)}</lastBuildDate>\n` : ''}<itunes:author>${x(author)}</itunes:author>
<itunes:summary>${x(description)}</itunes:summary>
<itunes:owner><itunes:name>${x(author)}</itunes:name><itunes:email>${x(opts.ownerEmail)}</itunes:email></itunes:owner>
<itunes:explicit>false</itunes:explicit>
<itunes:type>episodic</itunes:type>
<itunes:category text="Business"><itunes:category text="Investing"/></itunes:category>
${items.join('\n')}
</channel>
</rss>
`;
}
