import type { TBlockOf } from '../../../shared/contracts/blocks';

const rating = (a: number, b: number, c: number, d: number) => ({
  serviceRating: a,
  priceRating: b,
  claimRating: c,
  supportRating: d,
});

export const reviewsPreviewEn: TBlockOf<'REVIEWS_PREVIEW'> = {
  type: 'REVIEWS_PREVIEW',
  key: 'cc-reviews',
  reviewsPagePublished: false,
  reviews: [
    {
      userName: 'Omar K. (demo)',
      city: 'Dubai',
      publishAt: '2026-10-02',
      reviewTitle: 'Clear comparison',
      reviewContent: 'The annual fees and minimum income were easy to compare.',
      rating: rating(5, 4, 4, 5),
    },
    {
      userName: 'Priya N. (demo)',
      city: 'Sharjah',
      publishAt: '2026-09-14',
      reviewTitle: 'Quick call back',
      reviewContent: 'An advisor called the same afternoon, as promised.',
      rating: rating(4, 4, 3, 5),
    },
  ],
};

export const reviewsPreviewAr: TBlockOf<'REVIEWS_PREVIEW'> = {
  type: 'REVIEWS_PREVIEW',
  key: 'cc-reviews-ar',
  reviewsPagePublished: false,
  reviews: [
    {
      userName: 'عمر ك. (تجريبي)',
      city: 'دبي',
      publishAt: '2026-10-02',
      reviewTitle: 'مقارنة واضحة',
      reviewContent: 'كانت الرسوم السنوية والحد الأدنى للدخل سهلة المقارنة.',
      rating: rating(5, 4, 4, 5),
    },
    {
      userName: 'سارة م. (تجريبي)',
      city: 'الشارقة',
      publishAt: '2026-09-14',
      reviewTitle: 'اتصال سريع',
      reviewContent: 'اتصل بي مستشار في نفس اليوم كما وُعدت.',
      rating: rating(4, 4, 3, 5),
    },
  ],
};
