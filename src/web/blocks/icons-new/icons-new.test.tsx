import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { IconsNewBlock } from './icons-new';
import { iconsNewAr, iconsNewEn } from './icons-new.fixture';

describe('IconsNewBlock', () => {
  it('accepts the fixtures and refuses bad data', () => {
    expect(ZBlock.parse(iconsNewEn)).toEqual(iconsNewEn);
    expect(ZBlock.parse(iconsNewAr)).toEqual(iconsNewAr);
    expect(ZBlock.safeParse({ ...iconsNewEn, rows: [{ icon: '/a.svg', title: '' }] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...iconsNewEn, rows: Array(25).fill(iconsNewEn.rows[0]) }).success).toBe(false);
  });

  it('renders in en and ar, numbers isolated in ar', () => {
    const en = render(<IconsNewBlock block={iconsNewEn} ctx={ctxFor('en')} />);
    expect(en.match(/<li/g)).toHaveLength(3);
    expect(en).not.toContain('<img');
    const withIcon = {
      ...iconsNewEn,
      rows: [{ icon: '/assets/insurers/falcon-crest.svg', iconAlt: '', title: 'A' }],
    };
    expect(render(<IconsNewBlock block={withIcon} ctx={ctxFor('en')} />)).toMatch(
      /<img class="icons-new__icon" src="\/assets\/insurers\/falcon-crest.svg" alt="" width="48" height="48" loading="lazy"/,
    );
    const ar = render(<IconsNewBlock block={iconsNewAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('<bdi>2</bdi>');
  });

  it('drops unsafe icons and renders nothing without rows', () => {
    const html = render(
      <IconsNewBlock
        block={{ ...iconsNewEn, rows: [{ icon: 'javascript:x', iconAlt: '', title: 'A' }] }}
        ctx={ctxFor('en')}
      />,
    );
    expect(html).not.toContain('<img');
    expect(render(<IconsNewBlock block={{ ...iconsNewEn, rows: [] }} ctx={ctxFor('en')} />)).toBe('');
  });
});
