import { describe, expect, it } from 'vitest';
import { contrastRatio, initialsOf, insurerLogoSvg, textColourOn } from './logo';

describe('insurerLogoSvg', () => {
  const insurer = {
    slug: 'falcon-crest',
    name: { en: 'Falcon Crest Assurance (demo)', ar: 'صقر القمة للتأمين (تجريبية)' },
    badgeColourCode: '#1B4F72',
  };

  it('is an accessible image named by its title, with the initials on the badge colour', () => {
    const svg = insurerLogoSvg(insurer);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('role="img" aria-labelledby="logo-falcon-crest-title"');
    expect(svg).toContain('<title id="logo-falcon-crest-title">Falcon Crest Assurance (demo)</title>');
    expect(svg).toContain('fill="#1B4F72"');
    expect(svg).toMatch(/aria-hidden="true">FC<\/text><\/svg>$/);
    expect(insurerLogoSvg(insurer, 'ar')).toContain(
      '<title id="logo-falcon-crest-title">صقر القمة للتأمين (تجريبية)</title>',
    );
  });

  it('escapes the name and is deterministic', () => {
    const odd = { ...insurer, name: { en: 'Tom & <Jerry> "Mutual"', ar: 'x' } };
    const svg = insurerLogoSvg(odd);
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt; &quot;Mutual&quot;');
    expect(svg).not.toContain('<Jerry>');
    expect(insurerLogoSvg(odd)).toBe(svg);
  });

  it('initials skip filler words', () => {
    expect(initialsOf('Pearl Gate Mutual (demo)')).toBe('PG');
    expect(initialsOf('The Bank of Sand')).toBe('BS');
    expect(initialsOf('(demo)')).toBe('?');
  });

  it('picks the initials colour with more contrast (AA for large text at least)', () => {
    expect(textColourOn('#1B4F72')).toBe('#FFFFFF');
    expect(textColourOn('#D4AC0D')).toBe('#1A1A1A');
    for (const badge of ['#1B4F72', '#D4AC0D', '#B9770E', '#5D6D7E', '#C0392B']) {
      expect(contrastRatio(textColourOn(badge), badge)).toBeGreaterThanOrEqual(3);
    }
  });
});
