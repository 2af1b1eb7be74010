import type { TBlockOf } from '../../../shared/contracts/blocks';

/** Demo testimonials of fictional customers (the page says the brand is a demo). */
export const testimonialsFixtureEn: TBlockOf<'TESTIMONIALS'> = {
  type: 'TESTIMONIALS',
  key: 'car-testimonials',
  items: [
    {
      name: 'Layla H.',
      city: 'Dubai',
      date: '2026-03-14',
      text: 'I compared five car plans in one place and understood what each one covered.',
    },
    {
      name: 'Arjun M.',
      city: 'Sharjah',
      date: '2026-05-02',
      text: 'The adviser called back at the time I chose and explained the agency repair option.',
    },
    {
      name: 'Omar S.',
      city: 'Abu Dhabi',
      text: 'Renewing took a few minutes and my documents were already there.',
    },
  ],
};

export const testimonialsFixtureAr: TBlockOf<'TESTIMONIALS'> = {
  type: 'TESTIMONIALS',
  key: 'car-testimonials-ar',
  items: [
    {
      name: 'ليلى ح.',
      city: 'دبي',
      date: '2026-03-14',
      text: 'قارنت خمس خطط للسيارات في مكان واحد وفهمت ما تغطيه كل خطة.',
    },
    {
      name: 'أرجون م.',
      city: 'الشارقة',
      date: '2026-05-02',
      text: 'اتصل بي المستشار في الوقت الذي اخترته وشرح لي خيار الإصلاح في الوكالة.',
    },
    { name: 'عمر س.', city: 'أبوظبي', text: 'استغرق التجديد بضع دقائق وكانت مستنداتي موجودة مسبقًا.' },
  ],
};
