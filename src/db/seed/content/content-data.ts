import type { MissingTexts } from '../data/texts';
import { loadCeoBlog } from './ceo-blog';
import type { DataLists, DataPage } from './data-pages';
import { loadGlossary } from './glossary';
import { loadNews } from './news';
import { loadPodcasts } from './podcasts';

/**
 * The content kinds kept as data (decision 0105): the glossary's terms, the news and the CEO blog's stories, each a
 * page per item in every language whose texts are complete, and the lists the page files' `{"$list": …}` markers take
 * (content/README.md 'Glossary, news and the CEO blog').
 */
export function loadContentData(missing: MissingTexts): { pages: DataPage[]; lists: DataLists } {
  const glossary = loadGlossary(missing);
  const news = loadNews(missing);
  const ceo = loadCeoBlog(missing);
  // Podcasts (decision 0106): an episode page each, and the list's episodes and feed link.
  const podcasts = loadPodcasts(missing);
  return {
    pages: [...glossary.pages, ...news.pages, ...ceo.pages, ...podcasts.pages],
    lists: {
      glossary: glossary.rows,
      news: news.rows,
      // The related widget of the news list: the two newest items, the newest ranked first.
      'news:related': (lang) =>
        news
          .rows(lang)
          .slice(0, 2)
          .map((r, i) => ({ name: r.title, refUrl: r.refUrl, pageRanking: i + 1 })),
      'ceo-blog': ceo.rows,
      'ceo-blog:popular': ceo.popular,
      podcasts: podcasts.rows,
      'podcasts:subscribe': podcasts.subscribe,
    },
  };
}
