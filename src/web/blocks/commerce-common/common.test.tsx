import { describe, expect, it } from 'vitest';
import { setImageOrigins } from '../../../shared/contracts/image-origins';
import { imageSrc, isCurrent, overallRating, reviewAverage, starFills } from './common';

describe('commerce helpers', () => {
  it('reviewAverage sums the keys containing Rating and divides by 4, to one decimal', () => {
    expect(reviewAverage({ serviceRating: 5, priceRating: 4, claimRating: 4, supportRating: 5 })).toBe(4.5);
    expect(reviewAverage({ aRating: 4, bRating: 4, cRating: 3, dRating: 5, other: 5 })).toBe(4);
    expect(reviewAverage({ aRating: 4, bRating: 3, cRating: 3, dRating: 3 })).toBe(3.3);
  });

  it('overallRating is the mean of the reviews, null without reviews', () => {
    expect(overallRating([])).toBeNull();
    expect(overallRating([{ aRating: 20 }, { aRating: 16 }])).toBe(4.5);
  });

  it('starFills gives fractional fills', () => {
    expect(starFills(4.3)).toEqual([100, 100, 100, 100, 30]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('isCurrent keeps an undated item, and a dated one until the end of its day in the UAE', () => {
    expect(isCurrent(undefined, new Date())).toBe(true);
    expect(isCurrent('2026-11-26', new Date('2026-11-26T19:59:00Z'))).toBe(true);
    expect(isCurrent('2026-11-26', new Date('2026-11-26T20:00:01Z'))).toBe(false);
    expect(isCurrent('2026-11-26T10:00:00Z', new Date('2026-11-26T10:00:01Z'))).toBe(false);
  });

  it('imageSrc accepts site paths and https on a configured image origin only (decision 0045)', () => {
    expect(imageSrc('/assets/demo/a.svg')).toBe('/assets/demo/a.svg');
    expect(imageSrc('https://cdn.example/a.png')).toBeUndefined();
    setImageOrigins(['https://cdn.example']);
    try {
      expect(imageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
      expect(imageSrc('https://other.example/a.png')).toBeUndefined();
      expect(imageSrc('https://cdn.example.evil.test/a.png')).toBeUndefined();
    } finally {
      setImageOrigins([]);
    }
    expect(imageSrc('//evil.example/a.png')).toBeUndefined();
    expect(imageSrc('javascript:alert(1)')).toBeUndefined();
    expect(imageSrc('data:image/png;base64,AAA')).toBeUndefined();
    expect(imageSrc('http://plain.example/a.png')).toBeUndefined();
  });
});
