import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockUserPopup, BlockUserView, translate } from './block-user-popup';
import { sessionStore } from '../session/store';
import { LANG_CODES } from '../../shared/domain/locales';
import en from '../../shared/i18n/locales/en/session.json';
import ar from '../../shared/i18n/locales/ar/session.json';
import hi from '../../shared/i18n/locales/hi/session.json';
import ml from '../../shared/i18n/locales/ml/session.json';

afterEach(() => sessionStore.getState().closeBlockUser());

describe('BlockUserPopup', () => {
  it('renders nothing on the server (the store starts closed)', () => {
    sessionStore.getState().openBlockUser('x', 5);
    expect(renderToStaticMarkup(<BlockUserPopup lang="en" />)).toBe('');
  });

  it('is a labelled modal dialog with the server message and the wait', () => {
    const html = renderToStaticMarkup(
      <BlockUserView
        lang="en"
        message="Too many attempts from your device."
        remaining={30}
        onClose={() => {}}
      />,
    );
    // The one dialog: a native <dialog> (modal once the browser opens it; e2e/block-user.test.ts).
    expect(html).toMatch(/^<dialog class="dialog block-user"/);
    expect(html).toContain('aria-labelledby="block-user-title"');
    expect(html).toContain('aria-describedby="block-user-message block-user-countdown"');
    expect(html).toContain('>Too many requests</h2>');
    expect(html).toContain('Too many attempts from your device.');
    expect(html).toContain('You can try again in 30 seconds.');
    expect(html).toContain('>Close</button>');
  });

  it('says it is ready at zero and leaves out an empty message', () => {
    const html = renderToStaticMarkup(
      <BlockUserView lang="en" message="" remaining={0} onClose={() => {}} />,
    );
    expect(html).toContain('aria-describedby="block-user-countdown"');
    expect(html).not.toContain('block-user-message');
    expect(html).toContain('<p role="status" class="block-user__status">You can try again now.</p>');
  });

  it('speaks Arabic on Arabic pages', () => {
    const html = renderToStaticMarkup(
      <BlockUserView lang="ar" message="x" remaining={5} onClose={() => {}} />,
    );
    expect(html).toContain('طلبات كثيرة جدًا');
    expect(html).toContain('إغلاق');
  });
});

describe('translate (plural keys)', () => {
  it.each([
    ['en', 1, 'You can try again in 1 second.'],
    ['en', 2, 'You can try again in 2 seconds.'],
    ['ar', 1, 'يمكنك المحاولة مرة أخرى بعد ثانية واحدة.'],
    ['ar', 2, 'يمكنك المحاولة مرة أخرى بعد ثانيتين.'],
    ['ar', 5, 'يمكنك المحاولة مرة أخرى بعد 5 ثوانٍ.'],
    ['ar', 11, 'يمكنك المحاولة مرة أخرى بعد 11 ثانية.'],
    ['ar', 100, 'يمكنك المحاولة مرة أخرى بعد 100 ثانية.'],
    ['hi', 3, 'आप 3 सेकंड में फिर से कोशिश कर सकते हैं।'],
  ] as const)('%s %i', (lang, n, text) => {
    expect(translate(lang, 'retryIn', { count: n, seconds: n })).toBe(text);
  });
});

describe('session catalogues', () => {
  const catalogues = { en, ar, hi, ml } as Record<string, { blockUser: Record<string, string> }>;
  const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
  it('every language has every key (plural forms may differ) and an _other form for plurals', () => {
    const expected = [...new Set(Object.keys(en.blockUser).map(base))].sort();
    for (const lang of LANG_CODES) {
      const keys = Object.keys(catalogues[lang]?.blockUser ?? {});
      expect([...new Set(keys.map(base))].sort(), lang).toEqual(expected);
      for (const k of keys.filter((x) => x !== base(x))) expect(keys, lang).toContain(`${base(k)}_other`);
    }
  });
});
