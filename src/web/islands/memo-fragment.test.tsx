import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FragmentSlotsContext, MemoFragment, fillFragments, type FragmentSlots } from './memo-fragment';
import { WidgetCollector, useWidget, type WidgetName } from '../widgets/collector';

let renders = 0;
function Part({ label }: { label: string }) {
  renders++;
  const widget = useWidget('scroll-top');
  return (
    <nav {...widget} aria-label={label}>
      {label} <b>{'<&>'}</b>
    </nav>
  );
}

function page(data: object, label: string, key = label) {
  const slots: FragmentSlots = [];
  const widgets = new Set<WidgetName>();
  const html = renderToString(
    <WidgetCollector.Provider value={widgets}>
      <FragmentSlotsContext value={slots}>
        <p>before</p>
        <MemoFragment data={data} memoKey={`t|${key}`} lang="en">
          <Part label={label} />
        </MemoFragment>
        <p>after</p>
      </FragmentSlotsContext>
    </WidgetCollector.Provider>,
  );
  return { html: Buffer.concat(fillFragments(html, slots)).toString(), widgets };
}

const inPlace = (label: string) =>
  renderToString(
    <>
      <p>before</p>
      <Part label={label} />
      <p>after</p>
    </>,
  );

describe('MemoFragment (decision 0032)', () => {
  it('gives the same HTML as rendering in place, and reports its widgets on every use', () => {
    const data = {};
    const expected = inPlace('Main');
    renders = 0;
    const first = page(data, 'Main');
    const second = page(data, 'Main');
    expect(first.html).toBe(expected);
    expect(second.html).toBe(expected);
    expect(renders).toBe(1);
    expect([...second.widgets]).toEqual(['scroll-top']);
  });

  it('renders again for another key or another version of the data', () => {
    const v1 = {};
    const other = inPlace('Other');
    renders = 0;
    page(v1, 'Main');
    expect(page(v1, 'Other').html).toBe(other);
    expect(renders).toBe(2);
    // A new data object (a new stored version of the chrome) never reuses the old one's markup.
    page({}, 'Main');
    expect(renders).toBe(3);
  });

  it('renders in place where no page collects slots', () => {
    renders = 0;
    const html = renderToString(
      <MemoFragment data={{}} memoKey="t|x" lang="en">
        <Part label="Alone" />
      </MemoFragment>,
    );
    expect(html).toBe(renderToString(<Part label="Alone" />));
  });

  it('keeps non-Latin text intact across the byte boundaries of the parts', () => {
    const data = {};
    const expected = inPlace('العربية – മലയാളം');
    expect(page(data, 'العربية – മലയാളം').html).toBe(expected);
    expect(page(data, 'العربية – മലയാളം').html).toBe(expected);
  });

  it('refuses a page whose placeholder went missing', () => {
    expect(() => fillFragments('<p></p>', [Buffer.from('<b>lost</b>')])).toThrow(/missing/);
  });
});
