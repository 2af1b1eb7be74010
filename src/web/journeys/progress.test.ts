import { describe, expect, it } from 'vitest';
import type { TForm } from '../../shared/contracts/journey';
import { progressOf } from './progress';
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
});
