import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { ClaimBlock } from './claim';
import { claimAr, claimEn } from './claim.fixture';

describe('ClaimBlock', () => {
  it('accepts the fixtures and refuses a bad phone or e-mail', () => {
    expect(ZBlock.parse(claimEn)).toEqual(claimEn);
    expect(ZBlock.parse(claimAr)).toEqual(claimAr);
    expect(ZBlock.safeParse({ ...claimEn, contacts: [{ name: 'A', phone: 'x' }] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...claimEn, contacts: [{ name: 'A', email: 'nope' }] }).success).toBe(false);
  });

  it('renders numbered steps and contacts with tel: links, in en and ar', () => {
    const en = render(<ClaimBlock block={claimEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<ol class="claim-block__steps">');
    expect(en.match(/claim-block__step"/g)).toHaveLength(3);
    expect(en).toContain('href="tel:+97140000303"');
    expect(en).toContain('href="mailto:claims@falcon-crest.example"');
    const ar = render(<ClaimBlock block={claimAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('<bdi dir="ltr">800 0000 01</bdi>');
  });

  it('sanitises step HTML and renders nothing when empty', () => {
    const xss = { ...claimEn, rows: [{ title: 'x', content: '<p>a</p><script>alert(1)</script>' }] };
    expect(render(<ClaimBlock block={xss} ctx={ctxFor('en')} />)).not.toContain('<script');
    expect(render(<ClaimBlock block={{ ...claimEn, rows: [], contacts: [] }} ctx={ctxFor('en')} />)).toBe('');
  });
});
