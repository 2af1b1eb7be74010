import type { TBlockOf } from '../../../shared/contracts/blocks';

export const dynamicTableEn: TBlockOf<'DYNAMIC_TABLE'> = {
  type: 'DYNAMIC_TABLE',
  key: 'car-cover-types',
  title: 'Comprehensive or third party',
  contentType: 'json',
  tableHeaders: ['Cover', 'Comprehensive', 'Third party'],
  tableData: [
    ['Damage to your car', 'Covered', 'Not covered'],
    ['Damage to others', 'Covered', 'Covered'],
    ['Typical excess', 'AED 350 to 1,000', 'None'],
  ],
};

export const dynamicTableAr: TBlockOf<'DYNAMIC_TABLE'> = {
  type: 'DYNAMIC_TABLE',
  key: 'car-cover-types-ar',
  title: 'شامل أم ضد الغير',
  contentType: 'json',
  tableHeaders: ['التغطية', 'شامل', 'ضد الغير'],
  tableData: [
    ['الأضرار التي تلحق بسيارتك', 'مشمولة', 'غير مشمولة'],
    ['الأضرار التي تلحق بالآخرين', 'مشمولة', 'مشمولة'],
    ['مبلغ التحمّل المعتاد', '350 إلى 1,000 درهم', 'لا يوجد'],
  ],
};
