import type { Page } from 'playwright-core';
import { GST_OFFSET_MINUTES } from '../src/shared/rules/dates';
import { baseUrl } from './browser';

/**
 * A calendar date `days` from today in the UAE (UTC+4, as the product's rules count days: todayAt in
 * src/shared/rules/dates.ts), or from the calendar date `from` (midnight UTC), as a date input's ISO value.
 * Counting from the UTC date failed every run between 20:00 and 24:00 UTC, when the UAE is already tomorrow.
 */
export function isoInDays(days: number, from?: Date): string {
  const base = from ? from.getTime() : Date.now() + GST_OFFSET_MINUTES * 60_000;
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
}

/** GET with the page's own session token (the outbox and enquiries answer their own device only). */
export async function api(
  page: Page,
  path: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await page.evaluate(() => localStorage.getItem('authorization'));
  const res = await page.request.get(baseUrl() + path, { headers: token ? { authorization: token } : {} });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** The newest one-time password sent to `mobile`, read from the development outbox. */
export async function latestCode(page: Page, mobile: string): Promise<string> {
  const { body } = await api(page, `/api/dev/outbox?mobileNumber=${mobile}`);
  const messages = (body.data ?? []) as { body: string; createdAt: string }[];
  const last = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
  const code = /\d{4,8}/.exec(last?.body ?? '')?.[0];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
