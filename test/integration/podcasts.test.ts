import { parseDocument, DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { buildPodcasts } from '../../src/db/seed/content/podcasts';
import { MissingTexts } from '../../src/db/seed/data/texts';
import { renderFeed } from '../../src/server/modules/podcasts/rss';
import { podcastFeedPath, resolveRoute } from '../../src/shared/domain/routing';
import { useTestApp } from './helpers';

/**
 * Podcasts (decision 0106): the episode pages (player only with the episode's own audio file, transcript), the audio
 * files, and one RSS 2.0 feed per language with the iTunes tags, where only episodes with audio have an item.
 */
const { app } = useTestApp();

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** Every start tag has its end tag, in order (a strict well-formedness check htmlparser2's lenient mode lacks). */
function balanced(xml: string): boolean {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(body);
}

type Item = { title: string; link: string; enclosure: Record<string, string> | undefined; tags: string[] };

function parseFeed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(balanced(xml)).toBe(true);
  const doc = parseDocument(xml, { xmlMode: true });
  const rss = DomUtils.getChildren(doc).find((n): n is Element => DomUtils.isTag(n));
  expect(rss?.name).toBe('rss');
  expect(rss?.attribs.version).toBe('2.0');
  expect(rss?.attribs['xmlns:itunes']).toBe(ITUNES);
  const channels = DomUtils.getChildren(rss as Element).filter((n): n is Element => DomUtils.isTag(n));
  expect(channels.map((c) => c.name)).toEqual(['channel']);
  const kids = DomUtils.getChildren(channels[0]!).filter((n): n is Element => DomUtils.isTag(n));
  const one = (name: string) => {
    const found = kids.filter((k) => k.name === name);
    expect(found, name).toHaveLength(1);
    return DomUtils.textContent(found[0]!);
  };
  const channel = {
    title: one('title'),
    link: one('link'),
    description: one('description'),
    language: one('language'),
    author: one('itunes:author'),
    explicit: one('itunes:explicit'),
    category: kids.find((k) => k.name === 'itunes:category')?.attribs.text,
  };
  const items: Item[] = kids
    .filter((k) => k.name === 'item')
    .map((item) => {
      const tags = DomUtils.getChildren(item).filter((n): n is Element => DomUtils.isTag(n));
      const text = (name: string) => DomUtils.textContent(tags.find((t) => t.name === name) ?? item);
      return {
        title: text('title'),
        link: text('link'),
        enclosure: tags.find((t) => t.name === 'enclosure')?.attribs,
        tags: tags.map((t) => t.name),
      };
    });
  return { channel, items };
}

describe('podcast feeds', () => {
  it('one RSS 2.0 feed per language with iTunes tags; episodes with their own audio in, the others out', async () => {
    for (const lang of ['en', 'ar', 'hi', 'ml'] as const) {
      const path = podcastFeedPath(lang);
      const r = await app.inject({ method: 'GET', url: path });
      expect(r.statusCode, path).toBe(200);
      expect(r.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const { channel, items } = parseFeed(r.body);
      expect(channel.language).toBe(lang);
      expect(channel.author.length).toBeGreaterThan(0);
      expect(channel.explicit).toBe('false');
      expect(channel.category).toBe('Business');
      expect(channel.link).toBe(`http://localhost:3000${lang === 'en' ? '' : `/${lang}-ae`}/podcasts/`);
      expect(items.map((i) => i.link.replace(/^.*\/podcasts\//, ''))).toEqual([
        'health-insurance-rules/',
        'agency-or-garage-repair/',
      ]);
      for (const i of items) {
        expect(i.tags).toEqual(
          expect.arrayContaining(['guid', 'pubDate', 'itunes:duration', 'itunes:explicit']),
        );
        expect(i.enclosure).toMatchObject({ length: '40044', type: 'audio/wav' });
        expect(i.enclosure?.url).toMatch(/^http:\/\/localhost:3000\/media\/podcasts\/[a-z-]+\.wav$/);
      }
      expect(r.body).not.toContain('third-party-or-comprehensive');
    }
  });

  it('the feed addresses are exempt from the trailing-slash rule; the audio file is served with ranges', async () => {
    expect(resolveRoute('/podcasts/rss.xml').kind).toBe('page');
    expect(resolveRoute('/podcasts/other.xml').kind).toBe('redirect');
    const head = await app.inject({ method: 'GET', url: '/media/podcasts/agency-or-garage-repair.wav' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(Number(head.headers['content-length'])).toBe(40044);
    const part = await app.inject({
      method: 'GET',
      url: '/media/podcasts/agency-or-garage-repair.wav',
      headers: { range: 'bytes=0-43' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await app.inject({ method: 'GET', url: '/media/podcasts/nothing.wav' })).statusCode).toBe(404);
  });

  it('episode pages: the player only with the episode’s own audio, the transcript, the list links each one', async () => {
    const withAudio = await app.inject({ method: 'GET', url: '/ar-ae/podcasts/agency-or-garage-repair/' });
    expect(withAudio.statusCode).toBe(200);
    expect(withAudio.body).toMatch(
      /<audio controls="" preload="none" src="\/media\/podcasts\/agency-or-garage-repair\.wav"/,
    );
    expect(withAudio.body).toContain('href="/ar-ae/podcasts/rss.xml"');
    const without = await app.inject({ method: 'GET', url: '/podcasts/third-party-or-comprehensive/' });
    expect(without.statusCode).toBe(200);
    expect(without.body).not.toContain('<audio');
    expect(without.body).toContain('Third-party liability');
    const list = await app.inject({ method: 'GET', url: '/hi-ae/podcasts/' });
    expect(list.statusCode).toBe(200);
    for (const slug of ['schengen-travel-cover', 'debt-burden-ratio', 'agency-or-garage-repair'])
      expect(list.body).toContain(`href="/hi-ae/podcasts/${slug}/"`);
    expect(list.body).toContain('href="/hi-ae/podcasts/rss.xml"');
  });
});

describe('podcast data', () => {
  const texts = () => ({
    'page.metaTitle': '{{title}} | demo',
    'page.subtitle': 'Podcast',
    'page.demoNotice': '<p>Demo.</p>',
    'page.audioNote': '<p>Tone.</p>',
    'a.title': 'A',
    'a.description': 'A.',
    'a.transcript': '<p>A & B</p>',
    'b.title': 'B',
    'b.description': 'B.',
    'b.transcript': '<p>B</p>',
  });
  const structure = (bytes: number) => ({
    episodes: [
      {
        slug: 'a',
        date: '2026-01-02',
        durationSeconds: 5,
        audio: { url: '/media/podcasts/a.wav', bytes, mime: 'audio/wav' },
        version: 1,
      },
      { slug: 'b', date: '2026-01-09', durationSeconds: 300, version: 1 },
    ],
  });
  const media = () => ({ bytes: 100, seconds: 5 });

  it('refuses audio whose size is not the file’s, a missing file, or a repeated slug', () => {
    expect(() => buildPodcasts(structure(99), texts, new MissingTexts(), media)).toThrow(/100 bytes, not 99/);
    expect(() => buildPodcasts(structure(100), texts, new MissingTexts(), () => undefined)).toThrow(
      /no file/,
    );
    const twice = structure(100);
    twice.episodes.push({ ...twice.episodes[1]! });
    expect(() => buildPodcasts(twice, texts, new MissingTexts(), media)).toThrow(/listed twice/);
  });

  it('a fixture episode with audio is in the feed, one without is not; text is escaped', () => {
    const built = buildPodcasts(structure(100), texts, new MissingTexts(), media);
    expect(built.rows('en').map((r) => r.refUrl)).toEqual(['/podcasts/b/', '/podcasts/a/']);
    const xml = renderFeed(
      [
        {
          urlPath: '/podcasts/a/',
          title: 'A & <A>',
          description: 'x',
          date: '2026-01-02',
          durationMinutes: 1,
          audio: { url: '/media/podcasts/a.wav', bytes: 100, mime: 'audio/wav' },
        },
        {
          urlPath: '/podcasts/b/',
          title: 'B',
          description: 'y',
          date: '2026-01-09',
          durationMinutes: 5,
          audio: null,
        },
      ],
      'en',
      { origin: 'https://sahel.example', ownerEmail: 'help@sahelcompare.example' },
    );
    const { items } = parseFeed(xml);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'A & <A>', link: 'https://sahel.example/podcasts/a/' });
    expect(items[0]!.enclosure).toEqual({
      url: 'https://sahel.example/media/podcasts/a.wav',
      length: '100',
      type: 'audio/wav',
    });
  });
});
