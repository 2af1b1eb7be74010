import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { todayAt } from '../../src/shared/rules/dates';
import { carQuoteAnswers, daysFromToday, enquiryRow, yearsAgo } from '../support/factories';
import { createDevice, lastOtp } from './journey-fixtures';

export { daysFromToday, yearsAgo };

/**
 * Enquiries for the quotes tests: answers shaped exactly as the seeded journeys store them (option ids, dates
 * DD/MM/YYYY, member rows), stored for a device, or a car journey driven through the real API.
 */

export type Device = Awaited<ReturnType<typeof createDevice>>;

const today = () => todayAt(new Date());

/** A 35-year-old in Dubai with a three-year-old AED 85,000 Toyota Camry (a sedan), two claim-free years. */
export const carAnswers = carQuoteAnswers;

/** A Dubai family of three (docs/product/quotes.md: health quotes with members). */
export const healthAnswers = () => ({
  insuredMembers: [
    { id: 'self', dateOfBirth: yearsAgo(37), gender: '2' },
    { id: 'spouse', dateOfBirth: yearsAgo(39), gender: '1' },
    { id: 'child', dateOfBirth: yearsAgo(7), gender: '1' },
  ],
  emirate: 'dubai',
  city: 'dubai-marina',
  salaryBand: 'from4001To12000',
  nationality: 'AE',
});

/** One adult, two weeks in the Schengen area, leaving in a month. */
export const travelAnswers = () => ({
  tripType: 'single',
  travelRegion: 'schengen',
  travelDates: [daysFromToday(30), daysFromToday(43)],
  travelCategory: '5',
  travellerDob: yearsAgo(34),
});

/** Every insurer declines: an annual multi-trip policy for a 78-year-old (annual cover ends at 60–75). */
export const travelDeclinedAnswers = () => ({
  tripType: 'annual',
  travelRegion: 'schengen',
  travelDates: [daysFromToday(10), daysFromToday(374)],
  travelCategory: '5',
  travellerDob: yearsAgo(78),
});

/** Stores a finished journey's enquiry for the device; answers the public id. */
export const storeEnquiry = (
  db: Db,
  d: Device,
  productId: number,
  answers: Record<string, unknown>,
  status?: 'draft' | 'submitted' | 'processing' | 'ready',
): Promise<string> => enquiryRow(db, d.deviceUuid, productId, answers, status);

/**
 * The seeded car journey through the API the journey island calls: vehicle form (POST /api/enquiry), driver
 * form (PUT stage 2), contact form (PUT stage 3) with the OTP popup answered from the outbox. Answers the id.
 */
export async function completeCarJourney(
  app: FastifyInstance,
  db: Db,
  d: Device,
  mobile: string,
  ip: string,
): Promise<string> {
  const a = carAnswers();
  const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, payload, remoteAddress: ip, headers: { authorization: d.token } });
  const form = (formKey: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    countryProductId: 1,
    formKey,
    values,
    visitId: d.visitId,
    ...extra,
  });
  const vehicle = await call(
    'POST',
    '/api/enquiry?type=4',
    form('car.vehicle', {
      carMake: a.carMake,
      carModel: a.carModel,
      carYear: a.carYear,
      carTrim: a.carTrim,
      firstRegistrationDate: a.firstRegistrationDate,
      carValue: a.carValue,
      registrationEmirate: a.registrationEmirate,
    }),
  );
  expect(vehicle.statusCode, vehicle.body).toBe(200);
  const enquiryId = ZEnquiryResponse.parse(vehicle.json()).enquiryId;
  const driver = await call(
    'PUT',
    '/api/prequote_enquiry/2',
    form(
      'car.driver',
      {
        driverDob: a.driverDob,
        nationality: a.nationality,
        uaeDrivingExperience: a.uaeDrivingExperience,
        noClaimYears: a.noClaimYears,
        noClaimProof: a.noClaimProof,
        policyExpiryDate: a.policyExpiryDate,
      },
      { enquiryId },
    ),
  );
  expect(driver.statusCode, driver.body).toBe(200);
  const contact = { name: 'Jane Doe', email: 'jane@example.com', mobileNumber: mobile };
  const popup = await call('PUT', '/api/prequote_enquiry/3', form('car.contact', contact, { enquiryId }));
  expect(popup.statusCode, popup.body).toBe(200);
  expect(ZEnquiryResponse.parse(popup.json()).next).toEqual({ type: 'POPUP', subType: 'OTP_VERIFICATION' });
  const otp = await lastOtp(db, mobile);
  const done = await call(
    'PUT',
    '/api/prequote_enquiry/3',
    form('car.contact', contact, { enquiryId, otp, verifyBy: 'mobileNumber' }),
  );
  expect(done.statusCode, done.body).toBe(200);
  expect(ZEnquiryResponse.parse(done.json()).next?.type).toBe('REDIRECT');
  return enquiryId;
}

/** Sum of breakdown lines in fils (AED amounts have at most two decimals). */
export const sumFils = (lines: readonly { amount: number }[]): number =>
  lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);

/**
 * Finished journeys of the products after car, health and travel (decision 0012), shaped as their journeys
 * store them (option ids, DD/MM/YYYY dates), with product ids.
 */
export const moreProductAnswers = () => ({
  /** A 35-year-old male non-smoker earning AED 20,000 a month: AED 1,000,000 for 20 years. */
  term: {
    productId: 5,
    answers: {
      dateOfBirth: yearsAgo(35),
      gender: '1',
      smoker: 'no',
      monthlyIncome: 20_000,
      coverAmount: '1000000',
      policyTerm: '20',
    },
  },
  /** A 40-year-old woman, AED 250,000 (the journey asks no term: 5 years by default). */
  criticalIllness: {
    productId: 56,
    answers: { dateOfBirth: yearsAgo(40), gender: '2', smoker: 'no', coverAmount: '250000' },
  },
  /** A Dubai villa owner: AED 2,000,000 to rebuild, AED 200,000 of contents. */
  home: {
    productId: 14,
    answers: {
      homeOwnership: 'owner',
      propertyType: 'villa',
      emirate: 'dubai',
      contentsValue: 200_000,
      buildingValue: 2_000_000,
    },
  },
  /** A two-year-old AED 40,000 Kawasaki ridden for pleasure in Dubai by a 30-year-old. */
  bike: {
    productId: 6,
    answers: {
      bikeMake: 'kawasaki',
      bikeYear: String(today().year - 2),
      bikeValue: 40_000,
      registrationEmirate: 'dubai',
      bikeUse: 'personal',
      riderDob: yearsAgo(30),
    },
  },
  /** A Dubai trading company of 11–50 staff asking property, liability and workmen's compensation. */
  sme: {
    productId: 13,
    answers: {
      companyName: 'Test Trading LLC',
      businessActivity: 'trading',
      employeeBand: '11To50',
      emirate: 'dubai',
      smeCoverTypes: ['property', 'liability', 'workmen'],
    },
  },
  /** 20 employees in Dubai, not insured today (average age 35 assumed). */
  groupHealth: {
    productId: 22,
    answers: { companyName: 'Test LLC', employeeCount: 20, emirate: 'dubai', currentlyInsured: 'no' },
  },
  /** AED 1,000 a month for 10 years towards retirement. */
  investment: {
    productId: 4,
    answers: { investmentGoal: 'retirement', monthlyInvestment: 1_000, investmentHorizon: '10' },
  },
});
