import { describe, expect, it } from 'vitest';
import { PRODUCT } from '../../../shared/domain/products';
import { carInputFromAnswers } from '../../../shared/quotes/car';
import { COVER_START_ANSWER, pricingDay } from '../../../shared/quotes/cover-start';
import { healthInputFromAnswers } from '../../../shared/quotes/health/answers';
import { homeInputFromAnswers } from '../../../shared/quotes/home/answers';
import { travelInputFromAnswers } from '../../../shared/quotes/travel/answers';
import type { CalendarDate } from '../../../shared/rules/dates';
import { renewalAnswers } from './renewal-answers';

/**
 * Decision 0090: a policy's answers with time moved on, read by the engines' own adapters on the day the quotes
 * module prices them (pricingDay): everyone and everything a year older, the dates of birth and the model year as
 * they were.
 */

const bought: CalendarDate = { year: 2025, month: 12, day: 10 };
/** The policy ran a year: it ends on 9 December 2026, the renewal starts on the 10th. */
const end: CalendarDate = { year: 2026, month: 12, day: 9 };
/** The reminder is read 30 days before the end. */
const reminderDay: CalendarDate = { year: 2026, month: 11, day: 9 };

const car = {
  carMake: 'toyota',
  carModel: 'toyota-camry',
  carYear: '2022',
  firstRegistrationDate: '12/12/2022',
  carValue: 85_000,
  registrationEmirate: 'dubai',
  driverDob: '01/12/1990',
  uaeDrivingExperience: 'over2Years',
  noClaimYears: '2',
  policyExpiryDate: '01/01/2026',
};

function priced<I>(r: { ok: true; input: I } | { ok: false }): I {
  if (!r.ok) throw new Error('did not price');
  return r.input;
}

describe('renewal answers (decision 0090)', () => {
  it('car: the driver and the car a year older on the cover start, one more claim-free year, nothing rewritten', () => {
    const shift = renewalAnswers(PRODUCT.CAR_INSURANCE, car, { endDate: end, claimRecorded: false });
    expect(shift.coverStart).toEqual({ year: 2026, month: 12, day: 10 });
    expect(shift.answers).toMatchObject({
      [COVER_START_ANSWER]: '10/12/2026',
      noClaimYears: '3',
      policyExpiryDate: '09/12/2026',
      driverDob: car.driverDob,
      carYear: car.carYear,
      firstRegistrationDate: car.firstRegistrationDate,
    });
    expect(shift.noClaimYears).toEqual({ from: 2, to: 3 });
    const then = priced(carInputFromAnswers(car, { today: bought }));
    const now = priced(carInputFromAnswers(shift.answers, { today: pricingDay(shift.answers, reminderDay) }));
    expect([then.driverAge, now.driverAge]).toEqual([35, 36]);
    expect([then.vehicleAgeYears, now.vehicleAgeYears]).toEqual([2, 3]);
    expect([then.noClaimYears, now.noClaimYears]).toEqual([2, 3]);
    // Without the cover start the reminder's day would price the driver as he was: the start decides.
    const { [COVER_START_ANSWER]: _, ...withoutStart } = shift.answers;
    const early = priced(carInputFromAnswers(withoutStart, { today: reminderDay }));
    expect(early.driverAge).toBe(35);
  });

  it('car: a model year alone makes the car a year older too; a claim keeps the years; the top stays the top', () => {
    const { firstRegistrationDate: _, ...byYear } = car;
    const shift = renewalAnswers(PRODUCT.CAR_INSURANCE, byYear, { endDate: end, claimRecorded: true });
    expect(shift.noClaimYears).toEqual({ from: 2, to: 2 });
    const then = priced(carInputFromAnswers(byYear, { today: bought }));
    const now = priced(carInputFromAnswers(shift.answers, { today: pricingDay(shift.answers, reminderDay) }));
    expect([then.vehicleAgeYears, now.vehicleAgeYears]).toEqual([3, 4]);
    expect(now.noClaimYears).toBe(2);
    const top = renewalAnswers(
      PRODUCT.CAR_INSURANCE,
      { ...car, noClaimYears: 5 },
      { endDate: end, claimRecorded: false },
    );
    expect([top.answers.noClaimYears, top.noClaimYears]).toEqual([5, { from: 5, to: 5 }]);
  });

  it('travel: the same trip length from the cover start, each traveller a year older on departure', () => {
    const trip = {
      tripType: 'annual',
      travelRegion: 'worldwide',
      travelDates: ['10/12/2025', '09/12/2026'],
      travelCategory: '5',
      travellerDob: '11/12/1991',
    };
    const shift = renewalAnswers(PRODUCT.TRAVEL_INSURANCE, trip, { endDate: end, claimRecorded: false });
    expect(shift.answers.travelDates).toEqual(['10/12/2026', '09/12/2027']);
    expect(shift.answers.travellerDob).toBe(trip.travellerDob);
    const then = priced(travelInputFromAnswers(trip, { today: bought }));
    const now = priced(
      travelInputFromAnswers(shift.answers, { today: pricingDay(shift.answers, reminderDay) }),
    );
    expect([then.days, now.days]).toEqual([365, 365]);
    expect([then.travellers[0]?.age, now.travellers[0]?.age]).toEqual([33, 34]);
  });

  it('health: every member a year older on the cover start', () => {
    const members = {
      insuredMembers: [
        { id: 'self', dateOfBirth: '01/01/1988', gender: '2' },
        { id: 'child', dateOfBirth: '05/12/2019', gender: '1' },
      ],
      emirate: 'dubai',
      salaryBand: 'from4001To12000',
    };
    const shift = renewalAnswers(PRODUCT.HEALTH_INSURANCE, members, { endDate: end, claimRecorded: false });
    expect(shift.answers.insuredMembers).toEqual(members.insuredMembers);
    const then = priced(healthInputFromAnswers(members, { today: bought }));
    const now = priced(
      healthInputFromAnswers(shift.answers, { today: pricingDay(shift.answers, reminderDay) }),
    );
    expect(then.members.map((m) => m.age)).toEqual([37, 6]);
    expect(now.members.map((m) => m.age)).toEqual([38, 7]);
  });

  it('home: the same input (no date plays a part), with the cover start recorded', () => {
    const home = {
      homeOwnership: 'owner',
      propertyType: 'villa',
      emirate: 'dubai',
      contentsValue: 150_000,
      buildingValue: 2_000_000,
    };
    const shift = renewalAnswers(PRODUCT.HOME_INSURANCE, home, { endDate: end, claimRecorded: false });
    expect(shift.answers[COVER_START_ANSWER]).toBe('10/12/2026');
    expect(priced(homeInputFromAnswers(shift.answers, { today: reminderDay }))).toEqual(
      priced(homeInputFromAnswers(home, { today: bought })),
    );
  });

  it('pricingDay: the cover start only when it is later than today, and only a real date', () => {
    const today: CalendarDate = { year: 2026, month: 11, day: 9 };
    expect(pricingDay({ [COVER_START_ANSWER]: '10/12/2026' }, today)).toEqual({
      year: 2026,
      month: 12,
      day: 10,
    });
    expect(pricingDay({ [COVER_START_ANSWER]: '01/01/2020' }, today)).toEqual(today);
    expect(pricingDay({ [COVER_START_ANSWER]: '31/02/2027' }, today)).toEqual(today);
    expect(pricingDay({}, today)).toEqual(today);
  });
});
