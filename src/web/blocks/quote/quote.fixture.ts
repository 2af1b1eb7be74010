import type { TBlockOf } from '../../../shared/contracts/blocks';

export const quoteEn: TBlockOf<'QUOTE'> = {
  type: 'QUOTE',
  key: 'advisor-quote',
  content:
    '<p>Compare the excess and the repair type, not only the price: they decide what a claim costs you.</p>',
  fieldValues: { author: 'Layla Haddad', role: 'Motor advisor (demo)' },
};

export const quoteAr: TBlockOf<'QUOTE'> = {
  type: 'QUOTE',
  key: 'advisor-quote-ar',
  content: '<p>قارن مبلغ التحمّل ونوع الإصلاح، لا السعر وحده: فهما يحددان ما تدفعه عند المطالبة.</p>',
  fieldValues: { author: 'ليلى حداد', role: 'مستشارة تأمين سيارات (تجريبي)' },
};
