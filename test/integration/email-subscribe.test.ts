import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutboxRepo } from '../../src/server/modules/email/outbox';
import { smtpEmailAdapter } from '../../src/server/modules/email/smtp';
import { renderEmail } from '../../src/server/modules/email/templates';
import { EmailDeliveryError, type EmailAdapter } from '../../src/server/modules/email/types';
import { high, useTestApp } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * E-mail (decision 0106): the outbox drained by the `email.deliver` job exactly once per row, the SMTP adapter
 * (nodemailer's stream transport), and the CEO blog's double opt-in: pending → confirm (GET asks, POST does) →
 * welcome → unsubscribe; a repeated subscribe answers the same.
 */
const { app, ctx } = useTestApp({
  seeded: false,
  env: { JOBS_ENABLED: 'true' },
  limits: high('RATE_LIMIT_DEVICE_PER_IP', 'RATE_LIMIT_SUBSCRIBE_PER_DEVICE', 'RATE_LIMIT_SUBSCRIBE_PER_IP'),
});

type Row = { id: number; template: string; state: string; attempts: number; text_body: string; lang: string };
const mails = async (to: string) =>
  (
    await ctx.db.execute<Row>(
      sql`select id::int, template, state, attempts, text_body, lang from email_outbox where to_address = ${to} order by id`,
    )
  ).rows;
const subscription = async (email: string | null, id?: number) =>
  (
    await ctx.db.execute<{ id: number; state: string; email: string | null }>(
      id === undefined
        ? sql`select id::int, state, email from email_subscriptions where email = ${email}`
        : sql`select id::int, state, email from email_subscriptions where id = ${id}`,
    )
  ).rows[0];

/** Polls until `ok` (the job runs on its own schedule); the last value either way. */
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const subscribe = async (email: string, lang = 'en', token?: string) => {
  const t = token ?? (await createDevice(app)).token;
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: { authorization: t },
    payload: { email, lang },
  });
};
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`http://localhost:3000(${path.replace(/\//g, '\\/')}\\?t=[^\\s]+)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return m[1];
};

describe('e-mail outbox', () => {
  it('renders the four languages as text and escaped HTML', () => {
    for (const lang of ['en', 'ar', 'hi', 'ml'] as const) {
      const m = renderEmail('subscribeConfirm', lang, { confirmUrl: 'https://x.example/c/?t=a&b=1' });
      expect(m.subject).not.toContain('{{');
      expect(m.text).toContain('https://x.example/c/?t=a&b=1');
      expect(m.html).toContain('href="https://x.example/c/?t=a&amp;b=1"');
      expect(m.html).not.toContain('<script');
      expect(m.html).toContain(`lang="${lang}"`);
    }
    expect(() => renderEmail('subscribeConfirm', 'en', { confirmUrl: 'javascript:alert(1)' })).toThrow();
    expect(() =>
      renderEmail('subscribeConfirm', 'en', { confirmUrl: 'https://x.example/"><script>' }),
    ).toThrow();
  });

  it('delivers a row once: a second attempt finds it sent; a failure is recorded without the address', async () => {
    const repo = emailOutboxRepo(ctx.db);
    const sent: string[] = [];
    const ok: EmailAdapter = { name: 'outbox', send: async (m) => void sent.push(m.messageId) };
    const id = await repo.insert({
      template: 't',
      to: 'once@example.com',
      lang: 'en',
      subject: 's',
      text: 'x',
      html: 'x',
    });
    const [a, b] = await Promise.all([repo.deliver(id, ok), repo.deliver(id, ok)]);
    expect([a, b].sort()).toEqual(['not-pending', 'sent']);
    expect(sent).toEqual([`<email-${id}@sahelcompare.example>`]);

    const failing: EmailAdapter = {
      name: 'smtp',
      send: async () => {
        throw new EmailDeliveryError('550 mailbox [REDACTED_EMAIL] unavailable');
      },
    };
    const id2 = await repo.insert({
      template: 't',
      to: 'fail@example.com',
      lang: 'en',
      subject: 's',
      text: 'x',
      html: 'x',
    });
    await expect(repo.deliver(id2, failing)).rejects.toThrow(EmailDeliveryError);
    const row = (
      await ctx.db.execute<{ state: string; attempts: number; last_error: string }>(
        sql`select state, attempts, last_error from email_outbox where id = ${id2}`,
      )
    ).rows[0];
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.last_error).not.toContain('fail@example.com');
    expect(await repo.markDead(id2)).toBe(true);
    expect(await repo.deliver(id2, ok)).toBe('not-pending');
  });

  it('SMTP adapter: nodemailer builds the message (stream transport), and a refused one throws redacted', async () => {
    const adapter = smtpEmailAdapter(
      { streamTransport: true, buffer: true },
      'Sahel Compare <no-reply@sahelcompare.example>',
    );
    const m = renderEmail('subscribeWelcome', 'ar', { unsubscribeUrl: 'https://x.example/u/?t=1' });
    await adapter.send({ to: 'reader@example.com', messageId: '<email-1@sahelcompare.example>', ...m });
    const refusing = smtpEmailAdapter({ host: '127.0.0.1', port: 1, connectionTimeout: 500 }, 'a@b.example');
    const err = await refusing
      .send({ to: 'secret@example.com', messageId: '<x@y>', ...m })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmailDeliveryError);
    expect(String((err as Error).message)).not.toContain('secret@example.com');
  });
});

describe('CEO blog subscription (double opt-in)', () => {
  it('pending → confirmation e-mail (job, once) → GET changes nothing → POST confirms → welcome → unsubscribe', async () => {
    const email = 'reader.one@example.com';
    const r = await subscribe('Reader.One@Example.com', 'ar');
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json()).toMatchObject({ status: 'pending' });
    expect(await subscription(email)).toMatchObject({ state: 'pending' });
    const [confirmMail] = await until(
      () => mails(email),
      (m) => m[0]?.state === 'sent',
    );
    expect(confirmMail).toMatchObject({
      template: 'subscribeConfirm',
      state: 'sent',
      attempts: 1,
      lang: 'ar',
    });
    const confirmUrl = linkIn(confirmMail!.text_body, '/ar-ae/subscribe/confirm/');

    // A mail scanner's GET (twice) asks and changes nothing.
    for (let i = 0; i < 2; i++) {
      const g = await app.inject({ method: 'GET', url: confirmUrl });
      expect(g.statusCode).toBe(200);
      expect(g.headers['cache-control']).toBe('no-store');
      expect(g.body).toContain('<form method="post"');
      expect(g.body).toContain('dir="rtl"');
    }
    expect(await subscription(email)).toMatchObject({ state: 'pending' });
    const sub = await subscription(email);

    const p = await app.inject({
      method: 'POST',
      url: confirmUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(p.statusCode).toBe(200);
    expect(await subscription(email)).toMatchObject({ state: 'confirmed' });
    const again = await app.inject({ method: 'POST', url: confirmUrl });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('<form method="post"');

    const all = await until(
      () => mails(email),
      (m) => m.length === 2 && m[1]?.state === 'sent',
    );
    expect(all.map((m) => m.template)).toEqual(['subscribeConfirm', 'subscribeWelcome']);
    const unsubscribeUrl = linkIn(all[1]!.text_body, '/ar-ae/subscribe/unsubscribe/');

    // Subscribing a confirmed address again: the same answer, no e-mail.
    const repeat = await subscribe(email, 'en');
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual({ status: 'pending', message: expect.any(String) });

    const ug = await app.inject({ method: 'GET', url: unsubscribeUrl });
    expect(ug.statusCode).toBe(200);
    expect(await subscription(null, sub!.id)).toMatchObject({ state: 'confirmed' });
    const up = await app.inject({ method: 'POST', url: unsubscribeUrl });
    expect(up.statusCode).toBe(200);
    expect(await subscription(null, sub!.id)).toMatchObject({ state: 'unsubscribed', email: null });
    expect((await mails(email)).length).toBe(2);
  });

  it('refuses a bad address (400 INVALID_EMAIL), needs the device token, limits confirmation e-mails per address', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_EMAIL', message: expect.any(String) });
    const anon = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'a@example.com' },
    });
    expect(anon.statusCode).toBe(401);

    const email = 'many@example.com';
    const { token } = await createDevice(app);
    for (let i = 0; i < 5; i++) expect((await subscribe(email, 'en', token)).statusCode).toBe(202);
    expect((await mails(email)).length).toBe(3);
    expect(
      (await ctx.db.execute(sql`select 1 from email_subscriptions where email = ${email}`)).rows,
    ).toHaveLength(1);
  });

  it('invalid, tampered and missing tokens answer 404 pages; the no-JavaScript form subscribes too', async () => {
    for (const url of [
      '/subscribe/confirm/',
      '/subscribe/confirm/?t=zzz',
      `/subscribe/unsubscribe/?t=${'a'.repeat(5)}.${'b'.repeat(32)}`,
    ]) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const form = await app.inject({
      method: 'POST',
      url: '/hi-ae/subscribe/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form.reader%40example.com',
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('lang="hi"');
    expect(await subscription('form.reader@example.com')).toMatchObject({ state: 'pending' });
  });

  it('/dev/outbox/ lists the e-mails (development tools)', async () => {
    const r = await app.inject({ method: 'GET', url: '/dev/outbox/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('form.reader@example.com');
    expect(r.body).toContain('id="dev-email-title"');
  });
});
