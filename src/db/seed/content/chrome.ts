import type { z } from 'zod';
import type { ZChromeData } from '../../../shared/contracts/chrome';

/**
 * Site chrome (products menu and footer) in English and Arabic.
 * Link urls are content paths WITHOUT a language prefix; the renderer adds '/ar-ae' etc.
 * Social urls are placeholders for the fictional demo brand; the address is a fictional demo office.
 * Every about link is a seeded page (docs/product/content.md); the demo brand has no careers page, so it has no link to one.
 */

export const chromeEn: z.input<typeof ZChromeData> = {
  menu: [
    {
      key: 'insurance',
      label: 'Insurance',
      contentType: 'dropdown',
      content: [
        { key: 'car-insurance', label: 'Car insurance', contentType: 'other', next: '/car-insurance/' },
        {
          key: 'health-insurance',
          label: 'Health insurance',
          contentType: 'other',
          next: '/health-insurance/',
        },
        {
          key: 'travel-insurance',
          label: 'Travel insurance',
          contentType: 'other',
          next: '/travel-insurance/',
        },
        {
          key: 'term-insurance',
          label: 'Term life insurance',
          contentType: 'other',
          next: '/term-insurance/',
        },
        {
          key: 'investment-plans',
          label: 'Investment plans',
          contentType: 'other',
          next: '/investment-plans/',
        },
        {
          key: 'critical-illness',
          label: 'Critical illness insurance',
          contentType: 'other',
          next: '/critical-illness/',
          stickerValue: 'New',
        },
        { key: 'home-insurance', label: 'Home insurance', contentType: 'other', next: '/home-insurance/' },
        {
          key: 'business-insurance',
          label: 'Business insurance',
          contentType: 'other',
          next: '/business-insurance/',
        },
        { key: 'bike-insurance', label: 'Bike insurance', contentType: 'other', next: '/bike-insurance/' },
      ],
    },
    {
      key: 'banking',
      label: 'Banking',
      contentType: 'dropdown',
      content: [
        { key: 'credit-cards', label: 'Credit cards', contentType: 'other', next: '/credit-cards/' },
        { key: 'personal-loans', label: 'Personal loans', contentType: 'other', next: '/personal-loans/' },
        { key: 'bank-accounts', label: 'Bank accounts', contentType: 'other', next: '/bank-accounts/' },
        { key: 'car-loans', label: 'Car loans', contentType: 'other', next: '/car-loans/' },
        { key: 'mortgage-loan', label: 'Mortgages', contentType: 'other', next: '/mortgage-loan/' },
      ],
    },
    {
      key: 'credit-score',
      label: 'Credit score',
      contentType: 'dropdown',
      content: [
        {
          key: 'credit-score-check',
          label: 'Check your credit score',
          contentType: 'other',
          next: '/credit-score/',
        },
      ],
    },
  ],
  footer: {
    compareProducts: [
      { label: 'Car insurance', url: '/car-insurance/' },
      { label: 'Health insurance', url: '/health-insurance/' },
      { label: 'Travel insurance', url: '/travel-insurance/' },
      { label: 'Term life insurance', url: '/term-insurance/' },
      { label: 'Credit cards', url: '/credit-cards/' },
      { label: 'Personal loans', url: '/personal-loans/' },
      { label: 'Bank accounts', url: '/bank-accounts/' },
    ],
    aboutLinks: [
      { label: 'About us', url: '/about-us/' },
      { label: 'Contact us', url: '/contact-us/' },
      { label: 'Make a claim', url: '/claim/' },
      { label: 'Privacy notice', url: '/privacy-notice/' },
      { label: 'Terms of use', url: '/terms-of-use/' },
      { label: 'Legal and admin policies', url: '/legal-and-admin-policies/' },
      { label: 'Sitemap', url: '/sitemap/' },
    ],
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/sahelcompare.demo' },
      { network: 'twitter', url: 'https://twitter.com/sahelcompare.demo' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/sahelcompare.demo' },
      { network: 'youtube', url: 'https://www.youtube.com/@sahelcompare.demo' },
      { network: 'instagram', url: 'https://www.instagram.com/sahelcompare.demo' },
    ],
    address:
      'Demo address (fictional): Sahel Compare Demo Office, Office 1204, Sahel Tower, Business Bay, Dubai, United Arab Emirates',
  },
  // Keyword-to-link rules per product (docs/product/content.md; decision 0040): first occurrence in the TEXT blocks only.
  keywordLinks: [
    {
      productId: 1,
      isActive: true,
      keyWords: ['UAE driving licence', 'car registration'],
      linkUrl: '/car-insurance/renew-car-registration-dubai/',
    },
    {
      productId: 3,
      isActive: true,
      keyWords: ['mandatory health insurance'],
      linkUrl: '/health-insurance/mandatory-health-insurance-uae/',
    },
  ],
};

export const chromeAr: z.input<typeof ZChromeData> = {
  menu: [
    {
      key: 'insurance',
      label: 'التأمين',
      contentType: 'dropdown',
      content: [
        { key: 'car-insurance', label: 'تأمين السيارات', contentType: 'other', next: '/car-insurance/' },
        { key: 'health-insurance', label: 'التأمين الصحي', contentType: 'other', next: '/health-insurance/' },
        { key: 'travel-insurance', label: 'تأمين السفر', contentType: 'other', next: '/travel-insurance/' },
        {
          key: 'term-insurance',
          label: 'التأمين على الحياة لمدة محددة',
          contentType: 'other',
          next: '/term-insurance/',
        },
        { key: 'investment-plans', label: 'خطط الاستثمار', contentType: 'other', next: '/investment-plans/' },
        {
          key: 'critical-illness',
          label: 'تأمين الأمراض الخطيرة',
          contentType: 'other',
          next: '/critical-illness/',
          stickerValue: 'جديد',
        },
        { key: 'home-insurance', label: 'تأمين المنازل', contentType: 'other', next: '/home-insurance/' },
        {
          key: 'business-insurance',
          label: 'تأمين الأعمال',
          contentType: 'other',
          next: '/business-insurance/',
        },
        {
          key: 'bike-insurance',
          label: 'تأمين الدراجات النارية',
          contentType: 'other',
          next: '/bike-insurance/',
        },
      ],
    },
    {
      key: 'banking',
      label: 'الخدمات المصرفية',
      contentType: 'dropdown',
      content: [
        { key: 'credit-cards', label: 'بطاقات الائتمان', contentType: 'other', next: '/credit-cards/' },
        { key: 'personal-loans', label: 'القروض الشخصية', contentType: 'other', next: '/personal-loans/' },
        { key: 'bank-accounts', label: 'الحسابات المصرفية', contentType: 'other', next: '/bank-accounts/' },
        { key: 'car-loans', label: 'قروض السيارات', contentType: 'other', next: '/car-loans/' },
        { key: 'mortgage-loan', label: 'التمويل العقاري', contentType: 'other', next: '/mortgage-loan/' },
      ],
    },
    {
      key: 'credit-score',
      label: 'التقييم الائتماني',
      contentType: 'dropdown',
      content: [
        {
          key: 'credit-score-check',
          label: 'تحقّق من تقييمك الائتماني',
          contentType: 'other',
          next: '/credit-score/',
        },
      ],
    },
  ],
  footer: {
    compareProducts: [
      { label: 'تأمين السيارات', url: '/car-insurance/' },
      { label: 'التأمين الصحي', url: '/health-insurance/' },
      { label: 'تأمين السفر', url: '/travel-insurance/' },
      { label: 'التأمين على الحياة لمدة محددة', url: '/term-insurance/' },
      { label: 'بطاقات الائتمان', url: '/credit-cards/' },
      { label: 'القروض الشخصية', url: '/personal-loans/' },
      { label: 'الحسابات المصرفية', url: '/bank-accounts/' },
    ],
    aboutLinks: [
      { label: 'من نحن', url: '/about-us/' },
      { label: 'اتصل بنا', url: '/contact-us/' },
      { label: 'تقديم مطالبة', url: '/claim/' },
      { label: 'إشعار الخصوصية', url: '/privacy-notice/' },
      { label: 'شروط الاستخدام', url: '/terms-of-use/' },
      { label: 'السياسات القانونية والإدارية', url: '/legal-and-admin-policies/' },
      { label: 'خريطة الموقع', url: '/sitemap/' },
    ],
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/sahelcompare.demo' },
      { network: 'twitter', url: 'https://twitter.com/sahelcompare.demo' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/sahelcompare.demo' },
      { network: 'youtube', url: 'https://www.youtube.com/@sahelcompare.demo' },
      { network: 'instagram', url: 'https://www.instagram.com/sahelcompare.demo' },
    ],
    address:
      'عنوان تجريبي (خيالي): المكتب التجريبي لساحل كومبير، مكتب 1204، برج ساحل، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  },
  keywordLinks: [
    {
      productId: 1,
      isActive: true,
      keyWords: ['رخصة القيادة الإماراتية', 'تسجيل السيارة'],
      linkUrl: '/car-insurance/renew-car-registration-dubai/',
    },
    {
      productId: 3,
      isActive: true,
      keyWords: ['التأمين الصحي الإلزامي'],
      linkUrl: '/health-insurance/mandatory-health-insurance-uae/',
    },
  ],
};
