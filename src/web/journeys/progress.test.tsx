import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../shared/i18n/locales/en/journey.json';
import type { TForm } from '../../shared/contracts/journey';
import { JourneyProgress, progressOf } from './progress';
import type { JourneyStrings } from './types';
import type { JourneyState } from './types';

/** Decision 0071: the step counter's total stays the same while the visitor moves, whatever constraints skip. */

const form = (stage: number, screens: number): TForm =>
  ({
    formKey: `f${stage}`,
    stage,
    title: `Part ${stage}`,
    screens: Array.from({ length: screens }, () => ({ fields: [] })),
  }) as unknown as TForm;

const at = (forms: TForm[], formIndex: number, screenIndex: number) =>
  ({ forms, pos: { formIndex, screenIndex }, values: {} }) as unknown as JourneyState;

const sections = [
  { stage: 1, title: 'Part 1', screens: 2 },
  { stage: 2, title: 'Part 2', screens: 4 },
];

describe('progressOf', () => {
  it('keeps one total from the first screen to the last, before and after the next form arrives', () => {
    const one = [form(1, 2)];
    const both = [form(1, 2), form(2, 4)];
    const seen = [
      at(one, 0, 0),
      at(one, 0, 1),
      at(both, 1, 0),
      at(both, 1, 2),
      at(both, 0, 1),
      at(both, 1, 3),
    ].map((s) => progressOf(s, sections));
    expect(seen.map((p) => p.total)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(seen.map((p) => p.current)).toEqual([1, 2, 3, 5, 2, 6]);
    expect(seen.map((p) => p.section)).toEqual([1, 1, 2, 2, 1, 2]);
  });

  it('counts from the forms when no sections came with the first form', () => {
    expect(progressOf(at([form(1, 3)], 0, 2), undefined)).toMatchObject({
      current: 3,
      total: 3,
      sections: 1,
    });
  });

  it('says only the part when a form has no title (the contact form), never a colon before nothing', () => {
    const untitled = { ...form(2, 1), title: '' } as TForm;
    const html = renderToStaticMarkup(
      <JourneyProgress
        state={at([form(1, 2), untitled], 1, 0)}
        sections={[sections[0]!, { stage: 2, title: '', screens: 1 }]}
        strings={en as unknown as JourneyStrings}
      />,
    );
    expect(html).toContain('Part 2 of 2 · Step 3 of 3');
    expect(html).not.toMatch(/Part 2 of 2:/);
  });
});
