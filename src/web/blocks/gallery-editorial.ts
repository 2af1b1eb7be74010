import type { GalleryEntry } from './gallery-types';
import { articlesFixtures } from './articles/articles.fixture';
import { articlePreviewFixtures } from './article-preview/article-preview.fixture';
import { articleDetailsFixtures } from './article-details/article-details.fixture';
import { newsFixtures } from './news-and-update/news-and-update.fixture';
import { newsDetailFixtures } from './news-detail/news-detail.fixture';
import { authorFixtures } from './author/author.fixture';
import { authorBioFixtures } from './author-bio/author-bio.fixture';
import { glossaryFixtures } from './glossary/glossary.fixture';
import { glossaryDetailFixtures } from './glossary-detail/glossary-detail.fixture';
import { ceoBlogFixtures } from './ceo-blog/ceo-blog.fixture';
import { podcastListFixtures } from './podcast-list/podcast-list.fixture';
import { podcastEpisodeFixtures } from './podcast-episode/podcast-episode.fixture';
import { relatedWidgetFixtures } from './related-widget/related-widget.fixture';
import { interlinkingFixtures } from './interlinking-links/interlinking-links.fixture';
import { sitemapFixtures } from './sitemap/sitemap.fixture';
import { productsListFixtures } from './products-list/products-list.fixture';

/** The editorial group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const editorialGallery: GalleryEntry[] = [
  { type: 'ARTICLES', ...articlesFixtures, note: 'Two tabs; the second is empty (No Article Found!)' },
  { type: 'ARTICLE_PREVIEW', ...articlePreviewFixtures },
  { type: 'ARTICLE_DETAILS', ...articleDetailsFixtures, note: 'With previous / next links' },
  { type: 'NEWS_AND_UPDATE', ...newsFixtures, note: '3 shown, Show More / Show Less' },
  { type: 'NEWS_AND_UPDATE_DETAIL_PAGE', ...newsDetailFixtures },
  { type: 'AUTHOR', ...authorFixtures },
  { type: 'AUTHOR_BIO', ...authorBioFixtures },
  { type: 'GLOSSARY', ...glossaryFixtures, note: 'Arabic: Arabic letter bar, then A–Z for Latin names' },
  { type: 'GLOSSARY_DETAIL', ...glossaryDetailFixtures, note: 'Advisor lead form, consent box unticked' },
  { type: 'CEO_BLOG', ...ceoBlogFixtures, note: 'Featured post, 6 stories then Load More Stories (5 each)' },
  { type: 'PODCAST_LIST', ...podcastListFixtures },
  {
    type: 'PODCAST_EPISODE',
    ...podcastEpisodeFixtures,
    note: 'Player only with its own audio file; transcript',
  },
  { type: 'RELATED_WIDGET', ...relatedWidgetFixtures, note: 'Ordered by pageRanking' },
  { type: 'INTERLINKING_LINKS', ...interlinkingFixtures },
  { type: 'SITEMAP', ...sitemapFixtures, note: 'Trailing slash added; a view-all link' },
  { type: 'PRODUCTS_LIST', ...productsListFixtures, note: 'Credit Cards opens in a new tab' },
];
