import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../src/db/client';
import { forms } from '../../src/db/schema';
import { ZForm } from '../../src/shared/contracts/journey';
import { ZDeviceCreated } from '../../src/shared/contracts/session';
import { mobileRules } from '../../src/shared/rules/inputs';

/**
 * Test journeys written for the enquiry tests (independent of the seeded ones, so a change in the seed
 * cannot break what these tests prove): a two-form car journey with a constraint and an OTP-verified
 * mobile, and a one-form credit-score journey finished by the background job.
 */
type FormInput = z.input<typeof ZForm>;

export const carVehicle: FormInput = {
  formKey: 'tcar.vehicle',
  stage: 1,
  screens: [
    {
      stepNo: 1,
      fields: [
        {
          fieldId: 'carMake',
          label: 'Make',
          fieldType: 'select',
          validations: [{ type: 'required' }],
          options: [
            { id: 'toyota', label: 'Toyota' },
            { id: 'nissan', label: 'Nissan' },
          ],
        },
        {
          fieldId: 'carModel',
          label: 'Model',
          fieldType: 'select',
          validations: [{ type: 'required' }],
          options: [
            { id: 'camry', label: 'Camry' },
            { id: 'patrol', label: 'Patrol' },
          ],
        },
        {
          fieldId: 'carYear',
          label: 'Year',
          fieldType: 'input',
          inputKind: 'number',
          validations: [{ type: 'required' }, { type: 'range', min: 2000, max: 2030 }],
        },
      ],
    },
    {
      stepNo: 2,
      fields: [
        {
          fieldId: 'hasClaims',
          label: 'Claims?',
          fieldType: 'radio',
          validations: [{ type: 'required' }],
          options: [
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ],
        },
        {
          fieldId: 'claimCount',
          label: 'How many?',
          fieldType: 'input',
          inputKind: 'number',
          validations: [{ type: 'required' }],
          constraints: "hasClaims == 'yes'",
        },
      ],
    },
    {
      stepNo: 3,
      fields: [
        {
          fieldId: 'fullName',
          label: 'Name',
          fieldType: 'input',
          trackingId: 'name',
          validations: [{ type: 'required' }],
        },
        { fieldId: 'emailAddress', label: 'Email', fieldType: 'input', trackingId: 'email' },
        {
          fieldId: 'mobile',
          label: 'Mobile',
          fieldType: 'mobile',
          trackingId: 'mobileNumber',
          validations: mobileRules('journey'),
        },
      ],
    },
  ],
  nextButton: { label: 'Next', action: { url: '/api/enquiry', method: 'POST' } },
};

export const carDriver: FormInput = {
  formKey: 'tcar.driver',
  stage: 2,
  screens: [
    {
      stepNo: 1,
      fields: [
        {
          fieldId: 'driverDob',
          label: 'Date of birth',
          fieldType: 'dobPicker',
          validations: [{ type: 'required' }, { type: 'range', subType: 'age', min: 18, max: 76 }],
        },
      ],
    },
  ],
  nextButton: { label: 'Get quotes', action: { url: '/api/prequote_enquiry/2', method: 'PUT' } },
};

export const creditScore: FormInput = {
  formKey: 'tscore.main',
  stage: 1,
  screens: [
    {
      stepNo: 1,
      fields: [
        {
          fieldId: 'emiratesIdConsent',
          label: 'I agree',
          fieldType: 'checkBox',
          validations: [{ type: 'required' }],
        },
      ],
    },
  ],
  nextButton: { label: 'Check score', action: { url: '/api/enquiry', method: 'POST' } },
};

export async function insertForm(db: Db, def: FormInput, productId: number): Promise<void> {
  const form = ZForm.parse(def);
  await db.insert(forms).values({
    formKey: form.formKey,
    productId,
    journeyType: 1,
    pageTypeId: 0,
    language: 'en',
    stage: form.stage,
    definition: form,
  });
}

export async function insertTestForms(db: Db): Promise<void> {
  await insertForm(db, carVehicle, 1);
  await insertForm(db, carDriver, 1);
  await insertForm(db, creditScore, 31);
}

export async function createDevice(app: FastifyInstance, countryProductId = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId },
  });
  expect(res.statusCode).toBe(200);
  return { ...ZDeviceCreated.parse(res.json()), token: String(res.headers.authorization) };
}

/** The last code the development outbox holds for a number (what a person reads at /dev/outbox/). */
export async function lastOtp(db: Db, mobile: string): Promise<string> {
  const r = await db.execute<{ body: string }>(
    sql`select body from sms_outbox where mobile_number = ${mobile} order by id desc limit 1`,
  );
  const code = /\d{4,8}/.exec(r.rows[0]?.body ?? '')?.[0];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

export async function count(db: Db, table: 'enquiries' | 'sms_outbox'): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return r.rows[0]?.n ?? -1;
}
