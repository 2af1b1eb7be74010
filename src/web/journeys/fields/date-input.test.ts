import { describe, expect, it } from 'vitest';
import { formatDateTyping, shownDate, storedDate } from './date-input';
import { calendarBounds } from './dates';
import type { TField } from '../../../shared/contracts/journey';

describe('dates typed as DD/MM/YYYY (decision 0029)', () => {
  it('adds the slashes while typing forward', () => {
    let box = '';
    const seen: string[] = [];
    for (const ch of '14031988') {
      box = formatDateTyping(box + ch, box);
      seen.push(box);
    }
    expect(seen).toEqual(['1', '14/', '14/0', '14/03/', '14/03/1', '14/03/19', '14/03/198', '14/03/1988']);
  });

  it('never adds a slash back while deleting', () => {
    expect(formatDateTyping('14/03', '14/03/')).toBe('14/03');
    expect(formatDateTyping('14', '14/')).toBe('14');
  });

  it.each([
    ['1988-03-14', '14/03/1988'], // ISO, pasted or filled by a password manager
    ['14.3.1988', '14/03/1988'],
    ['4-3-1988', '04/03/1988'],
    ['14 03 1988', '14/03/1988'],
    ['١٤/٠٣/١٩٨٨', '14/03/1988'], // Arabic-Indic digits
    ['14031988', '14/03/1988'],
    ['14/03/19881', '14/03/1988'], // capped at 8 digits
  ])('reads %j as %j', (typed, shown) => {
    expect(formatDateTyping(typed, '')).toBe(shown);
  });

  it('stores a full date in the field format and keeps partial text for the rules to report', () => {
    expect(storedDate('14/03/1988', 'DD/MM/YYYY')).toBe('14/03/1988');
    expect(storedDate('14/03/1988', 'YYYY-MM-DD')).toBe('1988-03-14');
    expect(storedDate('14/03', 'DD/MM/YYYY')).toBe('14/03');
    expect(storedDate('31/02/2024', 'DD/MM/YYYY')).toBe('31/02/2024');
    expect(storedDate('', 'DD/MM/YYYY')).toBeUndefined();
    expect(shownDate('1988-03-14', 'YYYY-MM-DD')).toBe('14/03/1988');
    expect(shownDate('14/0', 'DD/MM/YYYY')).toBe('14/0');
  });

  it('takes the calendar limits from the field rule relative to today, not from another field', () => {
    const today = { year: 2026, month: 11, day: 26 };
    const field = {
      validations: [{ type: 'range', subType: 'date', minDate: 'CURRENT_DATE-26y', maxDate: 'CURRENT_DATE' }],
    } as unknown as TField;
    expect(calendarBounds(field, today)).toEqual({ min: { year: 2000, month: 11, day: 26 }, max: today });
    const relative = {
      validations: [{ type: 'range', subType: 'date', minDate: 'START_DATE', minDateType: 'START_DATE' }],
    } as unknown as TField;
    expect(calendarBounds(relative, today)).toEqual({ min: undefined, max: undefined });
  });
});
