import type { TBlockOf } from '../../../shared/contracts/blocks';

export const dynamicDataTableEn: TBlockOf<'DYNAMIC_DATA_TABLE'> = {
  type: 'DYNAMIC_DATA_TABLE',
  key: 'best-health-plans',
  title: 'Best health plans in Dubai (demo)',
  fieldValues: {
    columns: [
      { key: 'plan', label: 'Plan' },
      { key: 'insurer', label: 'Insurer' },
      { key: 'cover', label: 'Annual cover (AED)' },
      { key: 'network', label: 'Network' },
    ],
    rows: [
      { plan: 'Essential Care', insurer: 'Oasis Shield Insurance', cover: '150,000', network: 'Basic' },
      { plan: 'Family Plus', insurer: 'Falcon Crest Takaful', cover: '1,000,000', network: 'General' },
      { plan: 'Global Gold', insurer: 'Oasis Shield Insurance', cover: '5,000,000' },
    ],
  },
};

export const dynamicDataTableAr: TBlockOf<'DYNAMIC_DATA_TABLE'> = {
  type: 'DYNAMIC_DATA_TABLE',
  key: 'best-health-plans-ar',
  title: 'أفضل خطط التأمين الصحي في دبي (تجريبي)',
  fieldValues: {
    columns: [
      { key: 'plan', label: 'الخطة' },
      { key: 'insurer', label: 'شركة التأمين' },
      { key: 'cover', label: 'التغطية السنوية (درهم)' },
    ],
    rows: [
      { plan: 'الرعاية الأساسية', insurer: 'أويسس شيلد للتأمين', cover: '150,000' },
      { plan: 'العائلة بلس', insurer: 'فالكون كريست للتكافل', cover: '1,000,000' },
    ],
  },
};
