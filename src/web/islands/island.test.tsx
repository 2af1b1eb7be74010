import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Island, islandMarkup, registerStaticProps, serializeProps } from './island';
import { IslandCollector } from './collector';
import { serializeJson } from '../safe/safe-html';
import { MultiQuoteTabs, type MultiQuoteTabsProps } from '../quotes/multi-quote-tabs';

const props = (title: string): MultiQuoteTabsProps => ({
  id: 'mq-x',
  labelledBy: 'mq-x-title',
  rtl: false,
  tabs: [
    {
      title,
      profile: null,
      unavailable: 'No prices </script><script>alert(1)</script> \u2028',
      per: 'a year',
      plans: [],
      ctaHref: '#journey',
    },
  ],
  labels: {
    startingFrom: 'From {{price}}',
    money: '{{currency}} {{amount}}',
    currency: 'AED',
    getQuotes: 'Get quotes',
    features: 'Features',
  },
});

describe('island props and markup memo (decision 0032)', () => {
  it('serialises props exactly as serializeJson does, with registered static values reused', () => {
    const labels = { a: '<b>&</b>', b: '\u2029' };
    registerStaticProps(labels);
    const value = { x: 1, skip: undefined, fn: () => 1, labels, list: [undefined, '<'], nested: { labels } };
    expect(serializeProps(value)).toBe(serializeJson(value));
    expect(serializeProps({})).toBe('{}');
  });

  it('renders the island as the browser hydrates it, once per distinct props', () => {
    const p = props('Comprehensive');
    const json = serializeProps(p);
    const a = islandMarkup('MultiQuoteTabs', MultiQuoteTabs, json, p);
    expect(a.html).toBe(renderToString(<MultiQuoteTabs {...p} />));
    expect(islandMarkup('MultiQuoteTabs', MultiQuoteTabs, json, p)).toBe(a);
    const q = props('Third party');
    const b = islandMarkup('MultiQuoteTabs', MultiQuoteTabs, serializeProps(q), q);
    expect(b).not.toBe(a);
    expect(b.html).toContain('Third party');
  });

  it('writes the wrapper, the markup and the escaped props, and tells the page collector', () => {
    const seen = new Set<string>();
    const html = renderToString(
      <IslandCollector.Provider value={seen}>
        <Island name="MultiQuoteTabs" component={MultiQuoteTabs} props={props('Comprehensive')} />
      </IslandCollector.Provider>,
    );
    expect(seen.has('MultiQuoteTabs')).toBe(true);
    expect(html).toContain('data-island="MultiQuoteTabs"');
    expect(html).toContain(renderToString(<MultiQuoteTabs {...props('Comprehensive')} />));
    expect(html).toContain(`>${serializeJson(props('Comprehensive'))}</script>`);
    expect(html).not.toContain('</script><script>');
  });
});
