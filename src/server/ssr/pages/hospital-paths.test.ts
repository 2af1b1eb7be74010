import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedPages } from '../../../db/seed/content/index';
import { ZHospitalsSeed } from '../../../shared/contracts/hospitals';
import {
  hospitalListPath,
  hospitalPagePath,
  parseHospitalListPath,
  parseHospitalPagePath,
} from '../../../shared/hospitals/paths';

const seed = ZHospitalsSeed.parse(JSON.parse(readFileSync('content/structure/hospitals.json', 'utf8')));
const insurerSlugs = [...new Set(seed.hospitals.flatMap((h) => Object.keys(h.networks)))];
const generated = [
  ...insurerSlugs.flatMap((i) => seed.cities.map((c) => hospitalListPath(i, c.slug))),
  ...seed.hospitals.map((h) => hospitalPagePath(h.slug)),
];

describe('network hospital addresses (decision 0093)', () => {
  it('round-trip: a list address gives back its insurer and city, a hospital address its slug', () => {
    expect(hospitalListPath('falcon-crest', 'al-ain')).toBe(
      '/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-al-ain/',
    );
    for (const i of insurerSlugs)
      for (const c of seed.cities)
        expect(parseHospitalListPath(hospitalListPath(i, c.slug))).toEqual({
          insurerSlug: i,
          citySlug: c.slug,
        });
    for (const h of seed.hospitals) expect(parseHospitalPagePath(hospitalPagePath(h.slug))).toBe(h.slug);
    expect(
      parseHospitalListPath('/health-insurance/network-hospitals/falcon-crest-hospital-list-dubai/'),
    ).toBe(undefined);
    expect(parseHospitalListPath('/health-insurance/network-hospitals/')).toBe(undefined);
    expect(parseHospitalPagePath('/health-insurance/hospitals/a/b/')).toBe(undefined);
    expect(parseHospitalPagePath('/health-insurance/hospitals/../')).toBe(undefined);
  });

  it('never meets a seeded content path (the Dubai filter pages, buy-insurance, articles or any stored page)', () => {
    const stored = new Set(seedPages.map((p) => p.urlPath));
    expect(stored.size).toBeGreaterThan(10);
    expect(new Set(generated).size).toBe(generated.length);
    for (const path of generated) {
      expect(stored.has(path), path).toBe(false);
      expect(path).not.toMatch(/^\/health-insurance\/dubai\//);
      expect(path).not.toMatch(/buy-insurance\/|\/articles\//);
    }
    // and no stored page is answered by the generated pages' patterns
    for (const p of stored) {
      expect(parseHospitalListPath(p), p).toBe(undefined);
      expect(parseHospitalPagePath(p), p).toBe(undefined);
    }
  });
});
