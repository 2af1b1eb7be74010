import type { TBlockOf } from '../../../shared/contracts/blocks';

export const podcastListFixture: TBlockOf<'PODCAST_LIST'> = {
  type: 'PODCAST_LIST',
  key: 'podcasts',
  title: 'Money Matters, the Sahel Compare podcast',
  subscribe: [
    { platform: 'spotify', url: 'https://open.spotify.com/show/sahel-compare-demo' },
    { platform: 'rss', url: 'https://example.com/podcast/feed.xml' },
  ],
  groups: [
    {
      id: 1,
      title: 'Insurance basics',
      podcasts: [
        {
          title: 'What your car policy does not cover',
          description: 'Exclusions explained with everyday examples.',
          date: '2026-04-10',
          durationMinutes: 24,
          shareLinks: [{ platform: 'whatsapp', url: 'https://wa.me/?text=Money%20Matters%20podcast' }],
        },
        {
          title: 'Health insurance for a new family',
          date: '2026-03-27',
          durationMinutes: 31,
          shareLinks: [],
        },
      ],
    },
  ],
};

export const podcastListFixtureAr: TBlockOf<'PODCAST_LIST'> = {
  type: 'PODCAST_LIST',
  key: 'podcasts-ar',
  title: 'شؤون المال، بودكاست ساحل كومبير',
  subscribe: [{ platform: 'apple', url: 'https://podcasts.apple.com/podcast/sahel-compare-demo' }],
  groups: [
    {
      id: 1,
      title: 'أساسيات التأمين',
      podcasts: [
        {
          title: 'ما لا تغطيه وثيقة تأمين سيارتك',
          description: 'شرح الاستثناءات بأمثلة من الحياة اليومية.',
          date: '2026-04-10',
          durationMinutes: 24,
          shareLinks: [],
        },
      ],
    },
  ],
};

export const podcastListFixtures = { en: [podcastListFixture], ar: [podcastListFixtureAr] };
