import type { TBlockOf } from '../../../shared/contracts/blocks';

export const claimEn: TBlockOf<'CLAIM'> = {
  type: 'CLAIM',
  key: 'claim-steps',
  title: 'How to make a claim',
  rows: [
    {
      title: 'Report the incident',
      content: '<p>Call the police (999) after an accident and keep the report number.</p>',
    },
    {
      title: 'Call your insurer',
      content: '<p>Use the claim number on your policy schedule. Keep photos and receipts.</p>',
    },
    {
      title: 'Send the documents',
      content: '<p>Your insurer tells you which documents it needs and where to send them.</p>',
    },
  ],
  contacts: [
    { name: 'Oasis Shield Insurance (demo)', phone: '800 0000 01' },
    { name: 'Falcon Crest Takaful (demo)', phone: '+971 4 000 0303', email: 'claims@falcon-crest.example' },
  ],
};

export const claimAr: TBlockOf<'CLAIM'> = {
  type: 'CLAIM',
  key: 'claim-steps-ar',
  title: 'كيف تقدّم مطالبة',
  rows: [
    { title: 'أبلغ عن الحادث', content: '<p>اتصل بالشرطة (999) بعد الحادث واحتفظ برقم التقرير.</p>' },
    {
      title: 'اتصل بشركة التأمين',
      content: '<p>استخدم رقم المطالبات المذكور في جدول وثيقتك. احتفظ بالصور والإيصالات.</p>',
    },
  ],
  contacts: [{ name: 'أويسس شيلد للتأمين (تجريبي)', phone: '800 0000 01' }],
};
