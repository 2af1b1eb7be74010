import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

/**
 * Video card (docs/product/pages.md 'Video'): a thumbnail link to the player. Widget `video-dialog` opens it in the one
 * dialog and creates the iframe only then (nothing of the player loads before the click); without JavaScript the
 * link opens the player in a new tab. The contract admits only youtube-nocookie.com and player.vimeo.com.
 */
export function VideoBlock({ block }: BlockProps<'VIDEO'>) {
  const { t } = useT('blocksNav');
  const widget = useWidget('video-dialog');
  const fv = block.fieldValues;
  const id = blockDomId('video', block.key);
  return (
    <div className="video-block" {...widget}>
      {block.title ? <h2 className="video-block__title">{block.title}</h2> : null}
      <figure className="video-block__card">
        <a
          className="video-block__open"
          href={fv.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-title={fv.title}
          aria-label={t('video.play', { title: fv.title })}
        >
          <img
            className="video-block__thumb"
            src={fv.thumbnail}
            alt=""
            width={fv.width}
            height={fv.height}
            loading="lazy"
          />
          <span className="video-block__button" aria-hidden="true">
            {fv.btnText ?? t('video.watch')}
          </span>
        </a>
        <figcaption className="video-block__caption">{fv.title}</figcaption>
      </figure>
      <dialog className="dialog video-block__dialog" aria-labelledby={`${id}-dialog-title`}>
        <div className="video-block__head">
          <h2 className="video-block__dialog-title" id={`${id}-dialog-title`}>
            {fv.title}
          </h2>
          <button type="button" className="video-block__close" aria-label={t('video.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div
          className="video-block__frame"
          data-width={String(fv.width)}
          data-height={String(fv.height)}
          style={{ aspectRatio: `${fv.width} / ${fv.height}` }}
        />
      </dialog>
    </div>
  );
}
