import { expect } from 'vitest';
import {
  ZCatalogueItemDetailAnswer,
  ZCatalogueItemList,
  type TCatalogueItemDetail,
} from '../../src/shared/contracts/console-catalogue-items';
import { CONSOLE_ORIGIN, type consoleTestApp } from './console-helpers';

const BASE = '/api/console/catalogue';

/**
 * The catalogue items' API as a console test calls it (decision 0127): `call` as the staff member whose session
 * `cookie()` answers (another cookie may be given), and an item opened, a kind listed and a document published with
 * their answers checked (200 and the contract).
 */
export function catalogueClient(
  t: ReturnType<typeof consoleTestApp>,
  cookie: () => string,
  remoteAddress: string,
) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie()) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { origin: CONSOLE_ORIGIN, cookie: `sc_console=${as}` },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    async open(kind: string, id: number): Promise<TCatalogueItemDetail> {
      const res = await call('GET', `${BASE}/${kind}/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZCatalogueItemDetailAnswer.parse(res.json()).data;
    },
    async list(kind: string) {
      const res = await call('GET', `${BASE}/${kind}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZCatalogueItemList.parse(res.json()).data;
    },
    /** Publishes `data` over version `baseVersion`; answers the new version. */
    async publish(kind: string, id: number, data: object, baseVersion: number): Promise<number> {
      const res = await call('POST', `${BASE}/${kind}/${id}/publish`, { data, baseVersion });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { version: number } }>().data.version;
    },
  };
}
