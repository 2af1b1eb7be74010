import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { VIDEO_HOSTS } from '../../../shared/contracts/blocks-nav';
import { isAllowedVideoUrl, VIDEO_EMBED_HOSTS } from '../../widgets/video-dialog/enhance';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { VideoBlock } from './video';
import { videoFixtureAr, videoFixtureEn } from './video.fixture';

const withUrl = (videoUrl: string) => ({
  ...videoFixtureEn,
  fieldValues: { ...videoFixtureEn.fieldValues, videoUrl },
});

describe('VIDEO', () => {
  it('accepts the fixtures and only embed addresses of the allowed hosts', () => {
    expect(ZBlock.parse(videoFixtureEn)).toEqual(videoFixtureEn);
    expect(ZBlock.parse(videoFixtureAr)).toEqual(videoFixtureAr);
    for (const url of [
      'https://www.youtube.com/watch?v=abc',
      'http://www.youtube-nocookie.com/embed/abc',
      'https://evil.example/embed/abc',
      'https://www.youtube-nocookie.com.evil.example/embed/abc',
      'javascript:alert(1)',
      'https://user@player.vimeo.com/video/1',
    ]) {
      expect(ZBlock.safeParse(withUrl(url)).success, url).toBe(false);
      expect(isAllowedVideoUrl(url), url).toBe(false);
    }
    expect([...VIDEO_EMBED_HOSTS]).toEqual([...VIDEO_HOSTS]);
  });

  it('renders a thumbnail link and an empty dialog: no iframe before the click', () => {
    const { html, widgets } = renderBlock(<VideoBlock block={videoFixtureEn} ctx={ctxEn} />);
    expect(widgets.has('video-dialog')).toBe(true);
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      '<a class="video-block__open" href="https://www.youtube-nocookie.com/embed/sahel-demo1" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('aria-label="Play video: Compare car insurance in three steps"');
    expect(html).toContain('width="560" height="315" loading="lazy"');
    expect(html).toMatch(
      /<dialog class="dialog video-block__dialog" aria-labelledby="video-how-to-compare-video-dialog-title">/,
    );
    expect(html).toContain('<div class="video-block__frame" data-width="560" data-height="315"');
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<VideoBlock block={videoFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('aria-label="إغلاق الفيديو"');
    expect(html).toContain('>شاهد الفيديو</span>');
  });
});
