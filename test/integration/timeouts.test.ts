import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * Decision 0021: slow bodies time out (a JSON body after BODY_TIMEOUT_SECONDS, here 1 s; an upload only after the
 * longer UPLOAD_TIMEOUT_SECONDS, here 4 s), and a path starting with '/\' or '//' is never redirected to another
 * host.
 */

let port = 0;

const { app } = useTestApp({
  env: { JOBS_ENABLED: 'false', BODY_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '4' },
  seeded: false,
});
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** Opens a socket, sends `head` and the first bytes of a body, then nothing: resolves what came back, and when. */
function slowClient(
  head: string,
  firstBytes: string,
): Promise<{ text: string; closedAfterMs: number; socket: Socket }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head + firstBytes));
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started, socket }));
  });
}

describe('time-outs (decision 0021)', () => {
  it('a JSON body still arriving after 1 s gets 408 and the connection is closed', async () => {
    const head =
      'POST /api/device HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const r = await slowClient(head, '{"sourceId":');
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(r.closedAfterMs).toBeLessThan(3_000);
    // The server goes on answering others.
    const health = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(health.statusCode).toBe(200);
  });

  it('an upload gets the longer time-out: still open after 2 s, closed by 4 s', async () => {
    const device = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: { sourceId: 2, countryProductId: 1 },
    });
    const head =
      'POST /api/documents HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
      `Authorization: ${String(device.headers.authorization)}\r\nContent-Length: 100000\r\n\r\n`;
    const r = await slowClient(head, '--x\r\nContent-Disposition: form-data; name="fieldId"\r\n\r\n');
    expect(r.closedAfterMs).toBeGreaterThan(2_000);
    expect(r.closedAfterMs).toBeLessThan(8_000);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("never redirects a path starting with '/\\' or '//' to another host", async () => {
    for (const url of ['/\\evil.example', '/\\evil.example/', '//evil.example', '/\\/evil.example/x']) {
      const res = await app.inject({ method: 'GET', url });
      const location = String(res.headers.location ?? '');
      expect(location.startsWith('//') || location.startsWith('/\\'), `${url} → ${location}`).toBe(false);
      expect(res.statusCode).not.toBe(500);
    }
  });
});
