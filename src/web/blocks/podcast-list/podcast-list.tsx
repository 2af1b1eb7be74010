import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { DateText } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/**
 * PODCAST_LIST (docs/product/content.md 'Podcast'): the episodes grouped as the document groups them, each with its share links,
 * and the 'Subscribe on' platforms (Apple, Spotify, Pandora, Amazon, Deezer, Pocketcast, PlayerFM, RSS). The
 * contract refuses any other platform with 'Unsupported platform', so every link here has a known name. Share and
 * subscribe links are only those the document gives (new tab, rel=noopener).
 */
export function PodcastListBlock({ block, ctx }: BlockProps<'PODCAST_LIST'>) {
  const { t } = useT('blocksEditorial');
  const title = block.title || t('podcast.title');
  const subscribe = block.subscribe
    .map((s) => ({ ...s, href: contentHref(s.url) }))
    .filter((s): s is typeof s & { href: string } => s.href !== undefined);
  return (
    <section className="podcast-block" aria-label={title}>
      <h2 className="podcast-block__title">
        <Bidi text={title} dir={ctx.dir} />
      </h2>
      {subscribe.length > 0 ? (
        <div className="podcast-block__subscribe">
          <p className="podcast-block__subscribe-label">{t('podcast.subscribe')}</p>
          <ul className="podcast-block__platforms" role="list">
            {subscribe.map((s) => (
              <li key={s.platform}>
                <a
                  className="podcast-block__platform"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(`podcast.platforms.${s.platform}`)}
                  <span className="visually-hidden"> {t('opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {block.groups.map((group) => (
        <section key={group.id} className="podcast-block__group" aria-label={group.title}>
          <h3 className="podcast-block__group-title">
            <Bidi text={group.title} dir={ctx.dir} />
          </h3>
          <ol className="podcast-block__episodes">
            {group.podcasts.map((ep, i) => {
              const href = ep.refUrl ? contentHref(ep.refUrl, ctx.lang) : undefined;
              const name = <Bidi text={ep.title} dir={ctx.dir} />;
              return (
                <li key={i} className="podcast-block__episode">
                  <h4 className="podcast-block__episode-title">{href ? <a href={href}>{name}</a> : name}</h4>
                  {ep.date || ep.durationMinutes ? (
                    <p className="podcast-block__meta">
                      <DateText iso={ep.date} lang={ctx.lang} />
                      {ep.durationMinutes ? (
                        <span>
                          <bdi>{t('podcast.minutes', { count: ep.durationMinutes })}</bdi>
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  {ep.description ? (
                    <p className="podcast-block__text">
                      <Bidi text={ep.description} dir={ctx.dir} />
                    </p>
                  ) : null}
                  {ep.shareLinks.length > 0 ? (
                    <ul className="podcast-block__share" role="list" aria-label={t('podcast.share')}>
                      {ep.shareLinks.map((s) => {
                        const shareHref = contentHref(s.url);
                        return shareHref ? (
                          <li key={s.platform}>
                            <a href={shareHref} target="_blank" rel="noopener noreferrer">
                              {t(`podcast.sharePlatforms.${s.platform}`)}
                              <span className="visually-hidden"> {t('opensNewTab')}</span>
                            </a>
                          </li>
                        ) : null;
                      })}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </section>
  );
}
