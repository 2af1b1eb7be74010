import type { TBlockOf } from '../../../shared/contracts/blocks';

export const customerCallbackFixture: TBlockOf<'CUSTOMER_CALLBACK'> = {
  type: 'CUSTOMER_CALLBACK',
  key: 'car-insurance-callback',
  title: 'Prefer to talk it through?',
  content: 'Leave your name and number and a car insurance adviser will call you back.',
  fieldValues: { countryProductId: 1 },
};

export const customerCallbackFixtureAr: TBlockOf<'CUSTOMER_CALLBACK'> = {
  type: 'CUSTOMER_CALLBACK',
  key: 'car-insurance-callback',
  title: 'تفضّل التحدث مع أحد؟',
  content: 'اترك اسمك ورقمك وسيتصل بك مستشار تأمين السيارات.',
  fieldValues: { countryProductId: 1 },
};

/** Without title or text: the card's own heading ('Request a callback') for the page's product. */
export const customerCallbackMinimalFixture: TBlockOf<'CUSTOMER_CALLBACK'> = {
  type: 'CUSTOMER_CALLBACK',
  key: 'callback',
};
