import { ArticlesBlock } from './articles/articles';
import { ArticlePreviewBlock } from './article-preview/article-preview';
import { ArticleDetailsBlock } from './article-details/article-details';
import { NewsAndUpdateBlock } from './news-and-update/news-and-update';
import { NewsDetailBlock } from './news-detail/news-detail';
import { AuthorBlock } from './author/author';
import { AuthorBioBlock } from './author-bio/author-bio';
import { GlossaryBlock } from './glossary/glossary';
import { GlossaryDetailBlock } from './glossary-detail/glossary-detail';
import { CeoBlogBlock } from './ceo-blog/ceo-blog';
import { PodcastListBlock } from './podcast-list/podcast-list';
import { PodcastEpisodeBlock } from './podcast-episode/podcast-episode';
import { RelatedWidgetBlock } from './related-widget/related-widget';
import { InterlinkingLinksBlock } from './interlinking-links/interlinking-links';
import { SitemapBlock } from './sitemap/sitemap';
import { ProductsListBlock } from './products-list/products-list';

/**
 * Components of the editorial group (decision 0037), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-editorial.ts` has no component here.
 */
export const editorialBlockComponents = {
  ARTICLES: ArticlesBlock,
  ARTICLE_PREVIEW: ArticlePreviewBlock,
  ARTICLE_DETAILS: ArticleDetailsBlock,
  NEWS_AND_UPDATE: NewsAndUpdateBlock,
  NEWS_AND_UPDATE_DETAIL_PAGE: NewsDetailBlock,
  AUTHOR: AuthorBlock,
  AUTHOR_BIO: AuthorBioBlock,
  GLOSSARY: GlossaryBlock,
  GLOSSARY_DETAIL: GlossaryDetailBlock,
  CEO_BLOG: CeoBlogBlock,
  PODCAST_LIST: PodcastListBlock,
  PODCAST_EPISODE: PodcastEpisodeBlock,
  RELATED_WIDGET: RelatedWidgetBlock,
  INTERLINKING_LINKS: InterlinkingLinksBlock,
  SITEMAP: SitemapBlock,
  PRODUCTS_LIST: ProductsListBlock,
};
