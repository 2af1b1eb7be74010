import { describe, expect, it } from 'vitest';
import {
  cleanName,
  datesIn,
  emiratesIdIn,
  parseCard,
  parseDrivingLicence,
  parseEmiratesId,
  parseMulkiya,
  scoreFields,
  toDate,
  toDigits,
  valueAfter,
} from './parse';

// Every person, number and plate below is invented (decision 0027).

describe('digits and dates', () => {
  it('reads look-alike letters as digits', () => {
    expect(toDigits('2O1l')).toBe('2011');
    expect(toDigits('S8B')).toBe('588');
  });

  it.each([
    [29, 2, 2024, '29/02/2024'],
    [29, 2, 2023, undefined],
    [31, 4, 2030, undefined],
    [1, 13, 2000, undefined],
    [5, 6, 1899, undefined],
    [5, 6, 1990, '05/06/1990'],
  ])('toDate(%i, %i, %i) = %s', (d, m, y, out) => {
    expect(toDate(d, m, y)).toBe(out);
  });

  it('finds DD/MM/YYYY dates with /, - or . and look-alike digits, in order', () => {
    expect(datesIn('Issue 02/05/2023 Expiry 01-05-2028 x 1.1.1999')).toEqual([
      '02/05/2023',
      '01/05/2028',
      '01/01/1999',
    ]);
    expect(datesIn('DOB: l4/O3/199O')).toEqual(['14/03/1990']);
    expect(datesIn('31/02/2020 and 12/34/2020')).toEqual([]);
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseEmiratesId('Date of Birth: ١٤/٠٣/١٩٩٠').dateOfBirth).toBe('14/03/1990');
  });
});

describe('emiratesIdIn', () => {
  it.each([
    ['ID Number 784-1990-1234567-1', '784-1990-1234567-1'],
    ['ID Number 784 1990 1234567 1', '784-1990-1234567-1'],
    ['784199012345671', '784-1990-1234567-1'],
    ['ID No. 784—l990—l234S67—1', '784-1990-1234567-1'],
    ['7B4-1985-7654321-0', '784-1985-7654321-0'],
  ])('%s → %s', (text, id) => {
    expect(emiratesIdIn(text)).toBe(id);
  });

  it.each([
    ['a number that does not start with 784', '785-1990-1234567-1'],
    ['too few digits', '784-1990-123456-1'],
    ['an impossible year', '784-0990-1234567-1'],
    ['nothing', 'UNITED ARAB EMIRATES'],
  ])('finds nothing in %s', (_name, text) => {
    expect(emiratesIdIn(text)).toBeUndefined();
  });
});

describe('names and labels', () => {
  it.each([
    ['AHMED ALI HASSAN', 'Ahmed Ali Hassan'],
    ["Sarah O'Neil", "Sarah O'Neil"],
    ['Mohammed Al-Mansouri', 'Mohammed Al-Mansouri'],
    ['أحمد علي', 'أحمد علي'],
    ['  Ahmed , Ali ', 'Ahmed Ali'],
  ])('cleanName(%s) = %s', (raw, name) => {
    expect(cleanName(raw)).toBe(name);
  });

  it.each([['A'], ['Ahmed 1990'], ['...']])('cleanName(%s) refuses', (raw) => {
    expect(cleanName(raw)).toBeUndefined();
  });

  it('takes the value after the label up to the next label, or the line below', () => {
    const lines = ['Issuing Date: 02/05/2023 Expiry Date: 01/05/2028', 'Name:', 'Ahmed Ali'];
    expect(valueAfter(lines, /issuing date/i, [/expiry date/i])).toBe('02/05/2023');
    expect(valueAfter(lines, /name/i, [])).toBe('Ahmed Ali');
    expect(valueAfter(lines, /nationality/i, [])).toBeUndefined();
  });
});

describe('parseEmiratesId', () => {
  it('reads a clean card', () => {
    const text = [
      'UNITED ARAB EMIRATES الإمارات العربية المتحدة',
      'Resident Identity Card',
      'ID Number 784-1990-1234567-1',
      'Name: Ahmed Ali Hassan',
      'Date of Birth: 14/03/1990',
      'Nationality: India',
      'Issuing Date: 02/05/2023 Expiry Date: 01/05/2028',
      'Sex: M',
    ].join('\n');
    expect(parseEmiratesId(text)).toEqual({
      idNumber: '784-1990-1234567-1',
      fullName: 'Ahmed Ali Hassan',
      dateOfBirth: '14/03/1990',
      nationality: 'India',
      issueDate: '02/05/2023',
      expiryDate: '01/05/2028',
    });
  });

  it('reads a noisy card: labels in capitals, a value under its label, stray symbols', () => {
    const text = [
      'ID NUMBER',
      '784 - 1987 - 7654321 - 0',
      'NAME : PRIYA MENON |',
      'NATIONALITY : INDIA SEX: F',
      'DATE OF BIRTH',
      '2O/11/1987',
      'Expiry Date 19.07.2029',
    ].join('\n');
    expect(parseEmiratesId(text)).toEqual({
      idNumber: '784-1987-7654321-0',
      fullName: 'Priya Menon',
      nationality: 'India',
      dateOfBirth: '20/11/1987',
      expiryDate: '19/07/2029',
    });
  });

  it('falls back to the earliest and the latest date when the labels were not read', () => {
    const text = 'D4te ot Blrth 14/03/1990\nlssulng 02/05/2023 Exp1ry 01/05/2028';
    const read = parseEmiratesId(text);
    expect(read.dateOfBirth).toBe('14/03/1990');
    expect(read.expiryDate).toBe('01/05/2028');
    expect(read.issueDate).toBeUndefined();
  });

  it('yields nothing from text that is not a card', () => {
    expect(parseEmiratesId('')).toEqual({});
    expect(parseEmiratesId('lorem ipsum dolor sit amet')).toEqual({});
  });
});

describe('parseDrivingLicence', () => {
  it('reads the licence number, not the traffic code number', () => {
    const text = [
      'UNITED ARAB EMIRATES DRIVING LICENSE',
      'License No. 2468013',
      'Name: Fatima Khalid Al Suwaidi',
      'Nationality: United Arab Emirates',
      'Date of Birth: 05/09/1992',
      'Issue Date: 10/01/2022 Expiry Date: 09/01/2032',
      'Traffic Code No. 50123456',
      'Place of Issue: Dubai',
    ].join('\n');
    expect(parseDrivingLicence(text)).toEqual({
      licenceNumber: '2468013',
      fullName: 'Fatima Khalid Al Suwaidi',
      nationality: 'United Arab Emirates',
      dateOfBirth: '05/09/1992',
      issueDate: '10/01/2022',
      expiryDate: '09/01/2032',
    });
  });

  it('reads a licence number with look-alikes', () => {
    expect(parseDrivingLicence('Licence No: 24680l3').licenceNumber).toBe('2468013');
  });
});

describe('parseMulkiya', () => {
  it('reads make, model, year, plate and dates', () => {
    const text = [
      'VEHICLE LICENSE',
      'Traffic Plate No. A 12345   Place of Issue: Dubai',
      'Owner: Omar Saeed',
      'Make: TOYOTA',
      'Model: Camry',
      'Model Year: 2021',
      'Reg. Date: 15/06/2023',
      'Exp. Date: 14/06/2026',
    ].join('\n');
    expect(parseMulkiya(text)).toEqual({
      plateNumber: 'A 12345',
      make: 'Toyota',
      model: 'Camry',
      modelYear: '2021',
      registrationDate: '15/06/2023',
      expiryDate: '14/06/2026',
    });
  });

  it("reads 'Req. Date' (g read as q) as the registration date", () => {
    expect(parseMulkiya('Req. Date: 15/06/2023').registrationDate).toBe('15/06/2023');
  });

  it('takes a bare year under Model as the model year', () => {
    expect(parseMulkiya('Model: 2019\nPlate No: 54321')).toEqual({ modelYear: '2019', plateNumber: '54321' });
  });

  it('dispatches by card type', () => {
    expect(parseCard('mulkiya', 'Make: Nissan').make).toBe('Nissan');
    expect(parseCard('emiratesId', 'ID 784-1990-1234567-1').idNumber).toBe('784-1990-1234567-1');
  });
});

describe('scoreFields', () => {
  it('counts the expected fields read exactly (case and spaces aside)', () => {
    expect(
      scoreFields(
        { fullName: 'Ahmed Ali', make: 'Toyota', model: 'Camry' },
        { fullName: 'AHMED  ALI', make: 'Toyot' },
      ),
    ).toEqual({ right: 1, total: 3 });
  });
});
