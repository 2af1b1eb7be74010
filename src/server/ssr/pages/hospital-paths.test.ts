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
import { healthPlansSeed } from '../../../db/seed/quotes/plans/health';
import { insurersSeed } from '../../../db/seed/quotes/insurers';
import { parsePlanPath, parseProviderPath, planPath, providerPath } from '../../../shared/health-plans/paths';

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

// The health provider and plan pages (decision 0097): every seeded insurer with a visible health plan, every plan.
const slugOf = (id: number) => insurersSeed.find((i) => i.id === id)?.slug ?? '';
const visible = healthPlansSeed.filter((p) => !p.isHidden);
const healthGenerated = [
  ...new Set(visible.map((p) => providerPath(slugOf(p.providerId)))),
  ...visible.map((p) => planPath(slugOf(p.providerId), p.slug)),
];

describe('health provider and plan addresses (decision 0097)', () => {
  it('round-trip: a provider address gives back its insurer, a plan address its insurer and plan', () => {
    expect(providerPath('falcon-crest')).toBe('/health-insurance/falcon-crest-insurance/');
    expect(planPath('falcon-crest', 'falcon-crest-health-gold')).toBe(
      '/health-insurance/falcon-crest-insurance/falcon-crest-health-gold/',
    );
    expect(visible.length).toBeGreaterThan(10);
    for (const p of visible) {
      const insurerSlug = slugOf(p.providerId);
      expect(parseProviderPath(providerPath(insurerSlug))).toEqual({ insurerSlug });
      expect(parsePlanPath(planPath(insurerSlug, p.slug))).toEqual({ insurerSlug, planSlug: p.slug });
      expect(parseProviderPath(planPath(insurerSlug, p.slug))).toBe(undefined);
      expect(parsePlanPath(providerPath(insurerSlug))).toBe(undefined);
    }
    expect(parseProviderPath('/health-insurance/falcon-crest/')).toBe(undefined);
    expect(parseProviderPath('/health-insurance/buy-insurance/')).toBe(undefined);
    expect(parsePlanPath('/health-insurance/buy-insurance/v2/')).toBe(undefined);
    expect(parsePlanPath('/health-insurance/falcon-crest-insurance/a/b/')).toBe(undefined);
    expect(parsePlanPath('/health-insurance/falcon-crest-insurance/../')).toBe(undefined);
    expect(parseProviderPath('/car-insurance/falcon-crest-insurance/')).toBe(undefined);
  });

  it('never meets a seeded content path nor a hospital address, and no stored page matches their patterns', () => {
    const stored = new Set(seedPages.map((p) => p.urlPath));
    expect(new Set(healthGenerated).size).toBe(healthGenerated.length);
    const hospitalPaths = new Set(generated);
    for (const path of healthGenerated) {
      expect(stored.has(path), path).toBe(false);
      expect(hospitalPaths.has(path), path).toBe(false);
      expect(path).not.toMatch(/^\/health-insurance\/(dubai|network-hospitals|hospitals|plans-explained)\//);
      expect(path).not.toMatch(/buy-insurance\/|\/articles\//);
      expect(parseHospitalListPath(path), path).toBe(undefined);
      expect(parseHospitalPagePath(path), path).toBe(undefined);
    }
    for (const path of generated) {
      expect(parseProviderPath(path), path).toBe(undefined);
      expect(parsePlanPath(path), path).toBe(undefined);
    }
    // every stored page, in every language (the seeded content's paths are the same in all four)
    for (const p of stored) {
      expect(parseProviderPath(p), p).toBe(undefined);
      expect(parsePlanPath(p), p).toBe(undefined);
    }
  });
});
