import type { TBlockOf } from '../../../shared/contracts/blocks';

const sums = [
  ['150k', '150 Thousand'],
  ['250k', '250 Thousand'],
  ['500k', '500 Thousand'],
  ['1-million', '1 Million'],
  ['3-million', '3 Million'],
  ['5-million', '5 Million'],
  ['7-5-million', '7.5 Million'],
  ['10-million', '10 Million'],
] as const;

export const coverageWidgetEn: TBlockOf<'COVERAGE_WIDGET'> = {
  type: 'COVERAGE_WIDGET',
  key: 'health-coverage',
  visibleCount: 6,
  rows: sums.map(([slug, label]) => ({
    pageUrl: `/health-insurance/${slug}-cover-dubai/`,
    row1: label,
    row2: 'Health plans',
  })),
};

const arLabels = [
  '150 ألف',
  '250 ألف',
  '500 ألف',
  '1 مليون',
  '3 ملايين',
  '5 ملايين',
  '7.5 ملايين',
  '10 ملايين',
];
export const coverageWidgetAr: TBlockOf<'COVERAGE_WIDGET'> = {
  type: 'COVERAGE_WIDGET',
  key: 'health-coverage-ar',
  visibleCount: 6,
  rows: sums.map(([slug], i) => ({
    pageUrl: `/health-insurance/${slug}-cover-dubai/`,
    row1: arLabels[i] ?? '',
    row2: 'خطط صحية',
  })),
};
