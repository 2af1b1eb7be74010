import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANG_CODES } from '../../shared/domain/locales';
import { catalogues } from '../../shared/i18n/catalogues';
import { I18nProvider } from '../i18n/provider';
import { WidgetCollector, type WidgetName } from '../widgets/collector';
import { DEVICE_SYNC_UI_KEYS, DeviceSyncButton } from './device-sync-button';
import { deviceInfo } from './dialog';

const render = (lang: (typeof LANG_CODES)[number]) => {
  const used = new Set<WidgetName>();
  const html = renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <WidgetCollector.Provider value={used}>
        <DeviceSyncButton />
      </WidgetCollector.Provider>
    </I18nProvider>,
  );
  return { html, used };
};

describe('device-sync icon (decision 0109)', () => {
  it('is a labelled button marked as a widget, carrying its dialog strings in the page language', () => {
    for (const lang of LANG_CODES) {
      const { html, used } = render(lang);
      expect(used.has('device-sync')).toBe(true);
      expect(html).toMatch(/^<button type="button" class="icon-button device-sync"/);
      expect(html).toContain(`aria-label="${catalogues[lang].deviceSync.ui.button}"`);
      const strings = JSON.parse(
        /data-strings="([^"]*)"/
          .exec(html)![1]!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      ) as Record<string, string>;
      expect(Object.keys(strings)).toEqual([...DEVICE_SYNC_UI_KEYS]);
      for (const k of DEVICE_SYNC_UI_KEYS) expect(strings[k]).toBe(catalogues[lang].deviceSync.ui[k]);
    }
  });

  it('has every text in four languages, none left in English', () => {
    const en = catalogues.en.deviceSync;
    for (const lang of LANG_CODES) {
      const c = catalogues[lang].deviceSync;
      expect(Object.keys(c.ui).sort()).toEqual(Object.keys(en.ui).sort());
      expect(Object.keys(c.errors).sort()).toEqual(Object.keys(en.errors).sort());
      if (lang === 'en') continue;
      for (const [k, v] of Object.entries(c.ui))
        expect(v, `${lang} ui.${k}`).not.toBe(en.ui[k as keyof typeof en.ui]);
    }
  });

  it('tells the computer only the phone’s platform and browser families', () => {
    expect(
      deviceInfo(
        'Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
      ),
    ).toEqual({ platform: 'Android', browser: 'Chrome', deviceType: 'mobile' });
    expect(
      deviceInfo(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ platform: 'iOS', browser: 'Safari', deviceType: 'mobile' });
    expect(JSON.stringify(deviceInfo('Mozilla/5.0 (Linux; Android 15; SM-S921B) Chrome/140'))).not.toContain(
      'SM-S921B',
    );
  });
});
