import type { TBlockOf } from '../../../shared/contracts/blocks';

export const hospitalsEn: TBlockOf<'HOSPITALS_NETWORK'> = {
  type: 'HOSPITALS_NETWORK',
  key: 'oasis-hospitals',
  insurerName: 'Oasis Shield Insurance',
  rows: [
    {
      providerName: 'Palm Bay Medical Centre',
      type: 'Clinic',
      address: 'Al Wasl Road, Jumeirah',
      city: 'Dubai',
      contactNumber: '+971 4 000 0101',
    },
    { providerName: 'Creekside General Hospital', type: 'Hospital', address: 'Oud Metha', city: 'Dubai' },
    {
      providerName: 'Corniche Family Clinic',
      type: 'Clinic',
      address: 'Corniche Road',
      city: 'Abu Dhabi',
      contactNumber: '+971 2 000 0202',
    },
    { providerName: 'Al Qasba Day Surgery', type: 'Day surgery', address: 'Al Qasba', city: 'Sharjah' },
  ],
};

export const hospitalsAr: TBlockOf<'HOSPITALS_NETWORK'> = {
  type: 'HOSPITALS_NETWORK',
  key: 'oasis-hospitals-ar',
  insurerName: 'أويسس شيلد للتأمين',
  rows: [
    {
      providerName: 'مركز بالم باي الطبي',
      type: 'عيادة',
      address: 'شارع الوصل، جميرا',
      city: 'دبي',
      contactNumber: '+971 4 000 0101',
    },
    { providerName: 'مستشفى كريك سايد العام', type: 'مستشفى', address: 'عود ميثاء', city: 'دبي' },
    { providerName: 'عيادة الكورنيش العائلية', type: 'عيادة', address: 'شارع الكورنيش', city: 'أبوظبي' },
  ],
};
