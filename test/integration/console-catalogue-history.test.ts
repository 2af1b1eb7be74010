import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZRateTableDetailAnswer,
  ZRateTableList,
  ZRateTableVersionAnswer,
} from '../../src/shared/contracts/console-catalogue';
import {
  ZCatalogueItemList,
  ZCatalogueItemPublicationAnswer,
} from '../../src/shared/contracts/console-catalogue-items';
import { diffJson } from '../../src/shared/domain/json-diff';
import { catalogueClient } from './catalogue-client';
import { consoleTestApp, staffWithSession } from './console-helpers';

/**
 * The catalogue's history with what each publication changed (decision 0127): one publication of an item answers
 * the documents before and after it, who published it and when (404 for another item's audit entry, 403 for an
 * editor); one version of a rate table answers its document with the version before it.
 */
const t = consoleTestApp(new Date().toISOString(), undefined, { seeded: true });
let admin = '';
let editor = '';
let adminId = 0;
beforeAll(async () => {
  const a = await staffWithSession(t, 'admin');
  admin = a.cookie;
  adminId = a.id;
  editor = (await staffWithSession(t, 'content_editor')).cookie;
});

const { call, open: openItem } = catalogueClient(t, () => admin, '10.127.0.6');
const BASE = '/api/console/catalogue';

describe('an item publication', () => {
  it('answers the documents before and after it, who and when; 404 for another item, 403 for an editor', async () => {
    const listed = await call('GET', `${BASE}/insurers`);
    const [first, second] = ZCatalogueItemList.parse(listed.json()).data;
    const item = await openItem('insurers', first!.id);
    const name = item.data.name as { en: string; ar: string };
    const renamed = { ...item.data, name: { ...name, en: 'Insurer Renamed (history)' } };
    const pub = await call('POST', `${BASE}/insurers/${item.id}/publish`, {
      data: renamed,
      baseVersion: item.version,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const auditId = (await openItem('insurers', item.id)).history[0]!.auditId;

    const res = await call('GET', `${BASE}/insurers/${item.id}/publications/${auditId}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = ZCatalogueItemPublicationAnswer.parse(res.json()).data;
    expect(p.auditId).toBe(auditId);
    expect(p.action).toBe('catalogue.insurer.published');
    expect(p.before).toEqual(item.data);
    expect(p.after).toEqual(renamed);
    expect(p.by).toEqual({ id: adminId, name: expect.any(String) });
    expect(Date.now() - Date.parse(p.at)).toBeLessThan(60_000);
    expect(diffJson(p.before, p.after)).toEqual([
      { kind: 'changed', path: 'name.en', before: name.en, after: 'Insurer Renamed (history)' },
    ]);

    const other = await call('GET', `${BASE}/insurers/${second!.id}/publications/${auditId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'CATALOGUE_NOT_FOUND' });
    const otherKind = await call('GET', `${BASE}/banks/${item.id}/publications/${auditId}`);
    expect(otherKind.statusCode).toBe(404);
    const bad = await call('GET', `${BASE}/insurers/${item.id}/publications/x`);
    expect(bad.statusCode).toBe(400);
    const denied = await call(
      'GET',
      `${BASE}/insurers/${item.id}/publications/${auditId}`,
      undefined,
      editor,
    );
    expect(denied.statusCode).toBe(403);

    const back = await call('POST', `${BASE}/insurers/${item.id}/restore`, {
      auditId,
      side: 'before',
      baseVersion: item.version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
    const restored = (await openItem('insurers', item.id)).history[0]!;
    const r = await call('GET', `${BASE}/insurers/${item.id}/publications/${restored.auditId}`);
    const rp = ZCatalogueItemPublicationAnswer.parse(r.json()).data;
    expect(rp.action).toBe('catalogue.insurer.restored');
    expect(rp.before).toEqual(renamed);
    expect(rp.after).toEqual(item.data);
  });
});

describe('a rate table version', () => {
  it('answers its document with the version before it; 404 for a version it does not have', async () => {
    const listed = ZRateTableList.parse((await call('GET', `${BASE}/rate-tables?productId=1`)).json()).data;
    const id = listed[0]!.id;
    const open = async () =>
      ZRateTableDetailAnswer.parse((await call('GET', `${BASE}/rate-tables/${id}`)).json()).data;
    const table = await open();
    const comprehensive = table.data.comprehensive as { valueTiers: { rateBp: number }[] };
    const [tier, ...tiers] = comprehensive.valueTiers;
    const changed = {
      ...table.data,
      comprehensive: { ...comprehensive, valueTiers: [{ ...tier, rateBp: tier!.rateBp + 7 }, ...tiers] },
    };
    const pub = await call('POST', `${BASE}/rate-tables/${id}/publish`, {
      data: changed,
      baseVersion: table.version,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const v = table.version + 1;

    const res = await call('GET', `${BASE}/rate-tables/${id}/versions/${v}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZRateTableVersionAnswer.parse(res.json()).data;
    expect(answer.version).toBe(v);
    expect(answer.previous?.version).toBe(table.version);
    expect(answer.previous?.data).toEqual(table.data);
    expect(diffJson(answer.previous?.data, answer.data).find((c) => c.path !== 'version')).toEqual({
      kind: 'changed',
      path: 'comprehensive.valueTiers.0.rateBp',
      before: tier!.rateBp,
      after: tier!.rateBp + 7,
    });
    expect(diffJson(answer.previous?.data, answer.data)).toHaveLength(2);

    const firstVersion = table.history[table.history.length - 1]!.version;
    const first = ZRateTableVersionAnswer.parse(
      (await call('GET', `${BASE}/rate-tables/${id}/versions/${firstVersion}`)).json(),
    ).data;
    expect(first.previous).toBeNull();
    expect((await call('GET', `${BASE}/rate-tables/${id}/versions/${v + 5}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/rate-tables/${id}/versions/0`)).statusCode).toBe(400);
    const denied = await call('GET', `${BASE}/rate-tables/${id}/versions/${v}`, undefined, editor);
    expect(denied.statusCode).toBe(403);
  });
});
