import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maskEmiratesId } from '../../src/shared/rules/inputs';
import { useTestApp, HIGH } from './helpers';
import { createDevice, insertForm } from './journey-fixtures';

/**
 * Decision 0021 (decision already made): the Emirates ID is masked in every read; the masked value sent back unchanged
 * keeps the stored number; another mask is refused; a new number replaces it.
 */

const ID = '784-1987-1234567-1';
const MASKED = '784-****-*****67-1';

const { app, ctx } = useTestApp({
  limits: {
    RATE_LIMIT_WRITE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
    RATE_LIMIT_DEVICE_PER_IP: HIGH,
  },
  env: { JOBS_ENABLED: 'false' },
  seeded: false,
  prepare: async (db) => {
    const idField = {
      fieldId: 'emiratesId',
      label: 'Emirates ID',
      fieldType: 'input' as const,
      inputKind: 'emiratesId' as const,
      validations: [
        { type: 'required' as const },
        { type: 'regex' as const, pattern: '^784(-?)[0-9]{4}\\1[0-9]{7}\\1[0-9]$' },
      ],
    };
    await insertForm(
      db,
      {
        formKey: 'teid.first',
        stage: 1,
        screens: [{ stepNo: 1, fields: [idField] }],
        nextButton: { label: 'Next', action: { url: '/api/enquiry', method: 'POST' } },
      },
      1,
    );
    await insertForm(
      db,
      {
        formKey: 'teid.second',
        stage: 2,
        screens: [
          {
            stepNo: 1,
            fields: [
              {
                fieldId: 'agree',
                label: 'I agree',
                fieldType: 'checkBox',
                validations: [{ type: 'required' }],
              },
            ],
          },
        ],
        nextButton: { label: 'Done', action: { url: '/api/prequote_enquiry/2', method: 'PUT' } },
      },
      1,
    );
  },
});

describe('the Emirates ID in reads (decision 0021)', () => {
  it('masks 784 and the last three digits, dashes or none', () => {
    expect(maskEmiratesId(ID)).toBe(MASKED);
    expect(maskEmiratesId('784198712345671')).toBe('784*********671');
  });

  it('is masked in the owner’s view; the mask sent back keeps the number; another mask is refused', async () => {
    const d = await createDevice(app);
    const post = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/enquiry',
        headers: { authorization: d.token },
        payload: { countryProductId: 1, formKey: 'teid.first', values, ...extra },
      });
    const stored = async (id: string) =>
      (
        await ctx.db.execute<{ v: string }>(
          sql`select answers->>'emiratesId' as v from enquiries where public_id = ${id}`,
        )
      ).rows[0]?.v;

    const first = await post({ emiratesId: ID });
    expect(first.statusCode, first.body).toBe(200);
    const enquiryId = (first.json() as { enquiryId: string }).enquiryId;

    const view = await app.inject({
      method: 'GET',
      url: `/api/enquiries/${enquiryId}`,
      headers: { authorization: d.token },
    });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('1234567');
    expect((view.json() as { values: Record<string, unknown> }).values.emiratesId).toBe(MASKED);
    const prequote = await app.inject({
      method: 'POST',
      url: `/api/car-insurance/enquiries/${enquiryId}/prequote`,
      headers: { authorization: d.token },
    });
    expect(prequote.body).not.toContain('1234567');

    // Sent back unchanged with the enquiry it came from: the stored number stays.
    const same = await post({ emiratesId: MASKED }, { enquiryId, cachedEnquiryId: enquiryId });
    expect(same.statusCode, same.body).toBe(200);
    expect(await stored(enquiryId)).toBe(ID);

    // A mask that is not this number's: refused with the field's message, nothing changed.
    const other = await post({ emiratesId: '784-****-*****99-9' }, { enquiryId, cachedEnquiryId: enquiryId });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'RULE_FAILED',
      fieldErrors: [{ fieldId: 'emiratesId', message: 'Emirates ID is invalid' }],
    });
    expect(await stored(enquiryId)).toBe(ID);

    // Another device cannot use the mask to reach the number.
    const e = await createDevice(app);
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { authorization: e.token },
      payload: {
        countryProductId: 1,
        formKey: 'teid.first',
        values: { emiratesId: MASKED },
        cachedEnquiryId: enquiryId,
      },
    });
    expect(stranger.statusCode).toBe(422);

    // A new number replaces it.
    const replaced = await post({ emiratesId: '784-1990-7654321-2' }, { enquiryId });
    expect(replaced.statusCode).toBe(200);
    expect(await stored(enquiryId)).toBe('784-1990-7654321-2');
  });
});
