import { SafeHtml } from '../../safe/safe-html';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { DateText } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/**
 * PODCAST_EPISODE (decision 0106): the episode's date and length, a native `<audio controls>` player only when the
 * episode has its own audio file (no script, nothing loads before play: preload="none"), the description, the
 * transcript under its own heading, and links back to every episode and to the feed.
 */
export function PodcastEpisodeBlock({ block, ctx }: BlockProps<'PODCAST_EPISODE'>) {
  const { t } = useT('podcasts');
  const list = block.listUrl ? contentHref(block.listUrl, ctx.lang) : undefined;
  const feed = block.feedUrl ? contentHref(block.feedUrl) : undefined;
  const transcriptId = `${block.key}-transcript`;
  return (
    <article className="podcast-episode" aria-label={block.title}>
      <p className="podcast-episode__meta">
        <DateText iso={block.date} lang={ctx.lang} />
        {block.durationMinutes ? (
          <span>
            <bdi>{t('minutes', { count: block.durationMinutes })}</bdi>
          </span>
        ) : null}
      </p>
      {block.description ? (
        <p className="podcast-episode__description">
          <Bidi text={block.description} dir={ctx.dir} />
        </p>
      ) : null}
      {block.audio ? (
        <figure className="podcast-episode__player">
          <figcaption>{t('listen')}</figcaption>
          <audio controls preload="none" src={block.audio.url}>
            <a href={block.audio.url} type={block.audio.mime}>
              {t('download')}
            </a>
          </audio>
        </figure>
      ) : (
        <p className="podcast-episode__no-audio">{t('noAudio')}</p>
      )}
      <section className="podcast-episode__transcript" aria-labelledby={transcriptId}>
        <h2 id={transcriptId}>{t('transcript')}</h2>
        <SafeHtml html={block.transcript} className="prose" />
      </section>
      {list || feed ? (
        <p className="podcast-episode__links">
          {list ? <a href={list}>{t('allEpisodes')}</a> : null}
          {feed ? (
            <a href={feed} type="application/rss+xml">
              {t('feed')}
            </a>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
