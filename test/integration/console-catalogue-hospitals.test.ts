import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedHospitals } from '../../src/db/seed/hospitals';
import {
  ZCatalogueItemList,
  type TCatalogueItemDetail,
} from '../../src/shared/contracts/console-catalogue-items';
import type { THospitalDocument } from '../../src/shared/contracts/console-hospitals';
import { hospitalPagePath } from '../../src/shared/hospitals/paths';
import { catalogueClient } from './catalogue-client';
import { consoleTestApp, staffWithSession } from './console-helpers';

/**
 * Hospitals in the console (decision 0128): the document built from the place's columns and network rows, a draft
 * refused by ZHospitalDocument and the server's city and insurer checks (422 with the paths), a publication that the
 * hospital's page (its cached copy refreshed) and the network search show, a removed network row that drops the
 * place from that insurer's network, the seed leaving an edited place and its networks while it rewrites an
 * untouched one, and a restore.
 */
const t = consoleTestApp(new Date().toISOString(), undefined, { seeded: true });
let admin = '';
beforeAll(async () => {
  admin = (await staffWithSession(t, 'admin')).cookie;
});

const BASE = '/api/console/catalogue/hospitals';
const client = catalogueClient(t, () => admin, '10.128.0.3');
const { call } = client;
const open = async (id: number) =>
  (await client.open('hospitals', id)) as TCatalogueItemDetail & { data: THospitalDocument };

/** The places of an insurer's network whose name matches, as the network search answers them. */
async function network(insurerId: number, providerName: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/network-hospitals?insurerId=${insurerId}&providerName=${encodeURIComponent(providerName)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    data: { items: { providerId: number; providerName: string; contactNumber: string }[] };
  }>().data.items;
}

const networkRows = async (hospitalId: number) =>
  (
    await t.ctx.db.execute<{ insurerId: number; tierRank: number }>(
      sql`select insurer_id as "insurerId", tier_rank as "tierRank" from hospital_networks
           where hospital_id = ${hospitalId} order by insurer_id`,
    )
  ).rows;

describe('hospitals in the console', () => {
  it('refuses a bad draft, publishes a name, phone and network the site shows, survives the seed and is restored', async () => {
    const res = await call('GET', BASE);
    expect(res.statusCode, res.body).toBe(200);
    const list = ZCatalogueItemList.parse(res.json()).data;
    expect(list.length).toBeGreaterThan(400);
    expect(list.every((h) => h.productId === null && h.owner === null)).toBe(true);
    expect(list.some((h) => h.flags.includes('directBilling'))).toBe(true);

    const [first, second] = list;
    const before = await open(first!.id);
    const place = before.data;
    expect(before).toMatchObject({ kind: 'hospitals', version: 1, editedAt: null });
    expect(place.networks.length).toBeGreaterThan(1);
    expect(place.networks.map((n) => n.insurerId)).toEqual(
      (await networkRows(first!.id)).map((n) => n.insurerId),
    );
    const [dropped, kept] = place.networks;

    const bad = await call('POST', `${BASE}/${first!.id}/draft`, {
      data: {
        ...place,
        phone: '04 123',
        cityId: 999_999,
        networks: [...place.networks, { insurerId: kept!.insurerId, tier: 'global' }],
      },
      baseVersion: 1,
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const paths = bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['phone', `networks.${place.networks.length}.insurerId`]));
    // The city and insurer checks run on a document that passes its own contract.
    const unknown = await call('POST', `${BASE}/${first!.id}/draft`, {
      data: { ...place, cityId: 999_999, networks: [{ insurerId: 999_999, tier: 'general' }] },
      baseVersion: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual([
      'cityId',
      'networks.0.insurerId',
    ]);
    const elsewhere = await call('POST', `${BASE}/${first!.id}/draft`, {
      data: { ...place, emirate: place.emirate === 'dubai' ? 'sharjah' : 'dubai' },
      baseVersion: 1,
    });
    expect(elsewhere.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(['emirate']);

    // The page is cached before the publication.
    const page = hospitalPagePath(first!.slug);
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);

    const edited: THospitalDocument = {
      ...place,
      nameLatin: 'Quillfeather Console Clinic',
      nameArabic: 'عيادة الكونسول',
      phone: '+971 4 555 0428',
      networks: place.networks.filter((n) => n.insurerId !== dropped!.insurerId),
    };
    const pub = await call('POST', `${BASE}/${first!.id}/publish`, { data: edited, baseVersion: 1 });
    expect(pub.statusCode, pub.body).toBe(200);
    const after = await open(first!.id);
    expect(after.data).toEqual(edited);
    expect(after.name).toEqual({ en: 'Quillfeather Console Clinic', ar: 'عيادة الكونسول' });
    expect(after.editedAt).not.toBeNull();

    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Quillfeather Console Clinic');
    expect(shown.body).toContain('+971 4 555 0428');
    // The search name is rewritten (any case, either script), and the dropped insurer's network no longer has it.
    expect(await network(kept!.insurerId, 'quillfeather console')).toEqual([
      expect.objectContaining({ providerId: first!.id, contactNumber: '+971 4 555 0428' }),
    ]);
    expect((await network(kept!.insurerId, 'الكونسول')).map((h) => h.providerId)).toEqual([first!.id]);
    expect(await network(dropped!.insurerId, 'quillfeather')).toEqual([]);

    // The seed leaves the edited place and its networks; an untouched place changed behind its back is rewritten.
    const other = await open(second!.id);
    await t.ctx.db.execute(sql`update hospitals set phone = '+971 4 555 0000' where id = ${second!.id}`);
    await t.ctx.db.execute(sql`delete from hospital_networks where hospital_id = ${second!.id}`);
    await seedHospitals(t.ctx.db);
    expect((await open(first!.id)).data).toEqual(edited);
    expect((await networkRows(first!.id)).map((n) => n.insurerId)).not.toContain(dropped!.insurerId);
    expect((await open(second!.id)).data).toEqual(other.data);

    const restored = await call('POST', `${BASE}/${first!.id}/restore`, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await open(first!.id);
    expect(back.data).toEqual(place);
    expect(back.history.map((h) => h.action)).toEqual([
      'catalogue.hospital.restored',
      'catalogue.hospital.published',
    ]);
    expect((await network(dropped!.insurerId, place.nameLatin)).map((h) => h.providerId)).toContain(
      first!.id,
    );
    expect((await t.app.inject({ method: 'GET', url: page })).body).not.toContain('Quillfeather');
  });
});
