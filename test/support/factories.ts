import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { newPublicId } from '../../src/server/lib/public-id';
import { ZDeviceCreated } from '../../src/shared/contracts/session';
import { addOffset, formatDate, todayAt, type CalendarDate } from '../../src/shared/rules/dates';

/**
 * Seed factories shared by the tests and the benches (decision 0057): one way to make a device, an enquiry, a lead
 * and a quote request, so a change to their shape is made once. No vitest here: benches import it with tsx.
 */

/** A device made the way a browser makes one (POST /api/device) on a running server: its id, uuid and token. */
export async function requestDevice(baseUrl: string, countryProductId = 1) {
  const res = await fetch(`${baseUrl}/api/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceId: 2, countryProductId }),
  });
  if (!res.ok) {
    await res.arrayBuffer(); // free the connection
    throw new Error(`POST /api/device: ${res.status}`);
  }
  return { ...ZDeviceCreated.parse(await res.json()), token: String(res.headers.get('authorization')) };
}

/** A device row written straight to the database (no token, no request limits): its id and uuid. */
export async function deviceRow(
  db: Db,
  opts: { deviceUuid?: string; countryProductId?: number } = {},
): Promise<{ id: number; deviceUuid: string }> {
  const uuid = opts.deviceUuid ?? randomBytes(16).toString('hex');
  const r = await db.execute<{ id: number; device_uuid: string }>(sql`
    insert into devices (device_uuid, source_id, country_product_id)
    values (${uuid}, 2, ${opts.countryProductId ?? 1}) returning id, device_uuid`);
  const row = r.rows[0];
  if (!row) throw new Error('no device row');
  return { id: row.id, deviceUuid: row.device_uuid };
}

/**
 * A finished journey's enquiry stored for a device (stage 2 unless `stage` says otherwise, a verified number): its
 * public id. The answers are shaped as the seeded journeys store them (see carQuoteAnswers).
 */
export async function enquiryRow(
  db: Db,
  deviceUuid: string,
  productId: number,
  answers: Record<string, unknown>,
  status: 'draft' | 'submitted' | 'processing' | 'ready' = 'submitted',
  stage = 2,
): Promise<string> {
  const publicId = newPublicId();
  await db.execute(sql`
    insert into enquiries (public_id, device_id, country_product_id, source_id, status, stage, answers,
      mobile_number, mobile_verified_at)
    select ${publicId}, id, ${productId}, 2, ${status}, ${stage}, ${JSON.stringify(answers)}::jsonb, '501234567', now()
    from devices where device_uuid = ${deviceUuid}`);
  return publicId;
}

/**
 * Distinct valid UAE mobile numbers (`prefix`, then seven digits) from one counter: one number may file only a few
 * leads a product a day, so a run that posts many leads needs a new number each time.
 */
export function mobileNumbers(prefix = '50', start = 0): () => string {
  let n = start;
  return () => `${prefix}${String(1_000_000 + (n++ % 8_999_999)).padStart(7, '0')}`;
}

/** The body of a footer-popup lead with consent (POST /api/lead_details). */
export const leadBody = (mobileNumber: string, countryProductId = 1) => ({
  source: 'footer_popup',
  countryProductId,
  mobileNumber,
  consent: true,
});

const today = (): CalendarDate => todayAt(new Date());
/** A date `years` (and 10 days) before today, DD/MM/YYYY: a birthday just past, so the age is `years`. */
export const yearsAgo = (years: number): string =>
  formatDate(addOffset(addOffset(today(), { amount: -years, unit: 'y' }), { amount: -10, unit: 'd' }));
export const daysFromToday = (days: number): string =>
  formatDate(addOffset(today(), { amount: days, unit: 'd' }));

/**
 * The car journey's first form (car.vehicle): a three-year-old AED 85,000 Toyota Camry in Dubai, first registered
 * three years ago to the day unless `firstRegistrationDate` says otherwise.
 */
export const carVehicleValues = (
  firstRegistrationDate = formatDate(addOffset(today(), { amount: -3, unit: 'y' })),
) => ({
  carMake: 'toyota',
  carModel: 'toyota-camry',
  carYear: String(today().year - 3),
  carTrim: 'se',
  firstRegistrationDate,
  carValue: 85_000,
  registrationEmirate: 'dubai',
});

/** A car quote request: a 35-year-old in Dubai with that Camry (a sedan) and two claim-free years. */
export const carQuoteAnswers = () => ({
  ...carVehicleValues(yearsAgo(3)),
  driverDob: yearsAgo(35),
  nationality: 'AE',
  uaeDrivingExperience: 'over2Years',
  noClaimYears: '2',
  noClaimProof: '1',
  policyExpiryDate: daysFromToday(20),
});
