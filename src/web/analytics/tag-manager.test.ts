import { afterEach, describe, expect, it } from 'vitest';
import { isContainerId, loadTagManager, resetTagManager } from './tag-manager';

type FakeScript = { async?: boolean; src?: string };

function fakeDocument() {
  const appended: FakeScript[] = [];
  const view: { dataLayer?: unknown[] } = {};
  const doc = {
    defaultView: view,
    createElement: () => ({}) as FakeScript,
    head: { append: (s: FakeScript) => appended.push(s) },
  };
  return { doc: doc as unknown as Document, appended, view };
}

afterEach(() => resetTagManager());

describe('tag manager', () => {
  it('loads nothing without a container id', () => {
    const { doc, appended, view } = fakeDocument();
    expect(loadTagManager(null, doc)).toBe(false);
    expect(loadTagManager(undefined, doc)).toBe(false);
    expect(appended).toEqual([]);
    expect(view.dataLayer).toBeUndefined();
  });

  it('loads the container script from the tag manager host, once', () => {
    const { doc, appended, view } = fakeDocument();
    expect(loadTagManager('GTM-AB12CD', doc)).toBe(true);
    expect(loadTagManager('GTM-AB12CD', doc)).toBe(false);
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' }]);
    expect(view.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it.each(['GTM-', 'gtm-abc', 'GTM-AB"><script>', 'https://evil.example/x.js', 'GTM-AB&x=1'])(
    'refuses %s',
    (id) => {
      expect(isContainerId(id)).toBe(false);
      const { doc, appended } = fakeDocument();
      expect(loadTagManager(id, doc)).toBe(false);
      expect(appended).toEqual([]);
    },
  );
});
