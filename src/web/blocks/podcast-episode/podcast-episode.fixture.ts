import type { TBlockOf } from '../../../shared/contracts/blocks';

export const podcastEpisodeFixture: TBlockOf<'PODCAST_EPISODE'> = {
  type: 'PODCAST_EPISODE',
  key: 'episode',
  title: 'Agency or garage repair?',
  date: '2026-06-02',
  durationMinutes: 1,
  description: 'What each repair option means for your car and your premium.',
  audio: { url: '/media/podcasts/demo-tone.wav', bytes: 32044, mime: 'audio/wav' },
  transcript: '<p><strong>Host:</strong> Welcome to the demo podcast of Sahel Compare.</p>',
  listUrl: '/podcasts/',
  feedUrl: '/podcasts/rss.xml',
};

export const podcastEpisodeFixtureAr: TBlockOf<'PODCAST_EPISODE'> = {
  type: 'PODCAST_EPISODE',
  key: 'episode-ar',
  title: 'إصلاح في الوكالة أم في الكراج؟',
  date: '2026-06-02',
  description: 'ماذا يعني كل خيار إصلاح لسيارتك ولقسطك.',
  transcript: '<p><strong>المقدّمة:</strong> أهلًا بكم في البودكاست التجريبي.</p>',
  listUrl: '/podcasts/',
};

export const podcastEpisodeFixtures = { en: [podcastEpisodeFixture], ar: [podcastEpisodeFixtureAr] };
