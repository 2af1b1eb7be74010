import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { PodcastListBlock } from './podcast-list';
import { podcastListFixture, podcastListFixtureAr } from './podcast-list.fixture';

describe('PodcastListBlock', () => {
  it('fixtures are valid', () => {
    expect(ZBlock.parse(podcastListFixture)).toEqual(podcastListFixture);
    expect(ZBlock.parse(podcastListFixtureAr)).toEqual(podcastListFixtureAr);
  });

  it("an unsupported platform is refused with 'Unsupported platform'", () => {
    const sub = ZBlock.safeParse({
      ...podcastListFixture,
      subscribe: [{ platform: 'myspace', url: 'https://x.example' }],
    });
    expect(sub.success).toBe(false);
    expect(sub.error?.issues.map((i) => i.message)).toContain('Unsupported platform');
    const ep = podcastListFixture.groups[0]!.podcasts[0]!;
    const share = ZBlock.safeParse({
      ...podcastListFixture,
      groups: [
        {
          id: 1,
          title: 'g',
          podcasts: [{ ...ep, shareLinks: [{ platform: 'tiktok', url: 'https://x.example' }] }],
        },
      ],
    });
    expect(share.error?.issues.map((i) => i.message)).toContain('Unsupported platform');
  });

  it('renders groups, episodes, share and subscribe links (new tab, noopener)', () => {
    const { html } = renderBlock(<PodcastListBlock block={podcastListFixture} ctx={enCtx} />);
    expect(html).toContain('Insurance basics');
    expect(html).toContain('>Spotify<');
    expect(html).toContain('>RSS<');
    expect(html).toContain(
      'href="https://open.spotify.com/show/sahel-compare-demo" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('>WhatsApp<');
    expect(html).toContain('24 minutes');
    const ar = renderBlock(<PodcastListBlock block={podcastListFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('اشترك عبر');
    expect(ar).toContain('أساسيات التأمين');
  });
});
