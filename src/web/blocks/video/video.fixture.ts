import type { TBlockOf } from '../../../shared/contracts/blocks';

export const videoFixtureEn: TBlockOf<'VIDEO'> = {
  type: 'VIDEO',
  key: 'how-to-compare-video',
  title: 'How comparing works',
  fieldValues: {
    width: 560,
    height: 315,
    videoUrl: 'https://www.youtube-nocookie.com/embed/sahel-demo1',
    thumbnail: '/assets/demo/how-to-compare.svg',
    title: 'Compare car insurance in three steps',
    btnText: 'Watch video',
  },
};

export const videoFixtureAr: TBlockOf<'VIDEO'> = {
  type: 'VIDEO',
  key: 'how-to-compare-video-ar',
  title: 'كيف تعمل المقارنة',
  fieldValues: {
    width: 560,
    height: 315,
    videoUrl: 'https://player.vimeo.com/video/100000001',
    thumbnail: '/assets/demo/how-to-compare.svg',
    title: 'قارن تأمين السيارات في ثلاث خطوات',
    btnText: 'شاهد الفيديو',
  },
};
