import type { TForm, TJourneySection } from '../../shared/contracts/journey';
import type { LangCode } from '../../shared/domain/locales';
import { readRaw, writeRaw } from '../session/storage';
import { tj, type JourneyStrings } from './strings';
import type { JourneyState, ScreenPos } from './types';

/**
 * docs/product/journeys.md: progress that survives. One indicator across the whole journey (its sections come with the first
 * form: `userForm.sections`), and the forms reached so far and the screen shown, kept for the tab so a reload
 * returns to the same screen with the answers (which the session cache and the stored enquiry restore).
 */

export type SavedProgress = { enquiryId: string | null; forms: TForm[]; pos: ScreenPos };

const progressKey = (productId: number, lang: LangCode) => `journeyProgress_${productId}_${lang}`;

export function saveProgress(productId: number, lang: LangCode, progress: SavedProgress): void {
  writeRaw('session', progressKey(productId, lang), JSON.stringify(progress));
}

/** The saved progress when it still fits: the same first form, and the same enquiry (or none on both sides). */
export function readProgress(
  productId: number,
  lang: LangCode,
  expect: { firstFormKey: string | undefined; enquiryId: string | null },
): SavedProgress | null {
  const raw = readRaw('session', progressKey(productId, lang));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SavedProgress>;
    // Our own tab's copy of definitions the server sent: a shape check is enough (no schema library here).
    const forms = Array.isArray(v.forms)
      ? v.forms.filter(
          (f): f is TForm =>
            typeof f?.formKey === 'string' && typeof f.stage === 'number' && Array.isArray(f.screens),
        )
      : [];
    const pos = v.pos;
    if (
      forms.length === 0 ||
      forms[0]?.formKey !== expect.firstFormKey ||
      (v.enquiryId ?? null) !== expect.enquiryId ||
      !pos ||
      !forms[pos.formIndex]?.screens[pos.screenIndex]
    )
      return null;
    return { enquiryId: v.enquiryId ?? null, forms, pos };
  } catch {
    return null;
  }
}

/** One entry per screen in the browser's history: Back and Forward move between screens (docs/product/journeys.md). */
export type HistoryEntry = { journey: { productId: number; pos: ScreenPos; index: number } };

export function historyEntryOf(state: unknown, productId: number): HistoryEntry['journey'] | null {
  const j = (state as Partial<HistoryEntry> | null)?.journey;
  return j && j.productId === productId && j.pos && typeof j.index === 'number' ? j : null;
}

/**
 * Where the visitor is in the whole journey: the section (a form's step) and the screen counted across every
 * section. Every screen of the definition counts, shown or skipped by its constraints, so the total never changes
 * while the visitor moves or answers (a skipped screen is passed over, the count does not shrink; decision 0071).
 */
export function progressOf(
  state: JourneyState,
  sections: readonly TJourneySection[] | undefined,
): { section: number; sections: number; title: string; current: number; total: number } {
  const form = state.forms[state.pos.formIndex];
  const list: TJourneySection[] =
    sections && sections.length
      ? [...sections]
      : state.forms.map((f) => ({ stage: f.stage, title: f.title ?? '', screens: f.screens.length }));
  let current = 0;
  let total = 0;
  let section = 0;
  list.forEach((s, i) => {
    const count = Math.max(s.screens, 1);
    if (form && s.stage === form.stage) {
      section = i + 1;
      current = total + Math.min(state.pos.screenIndex + 1, count);
    }
    total += count;
  });
  return {
    section: section || 1,
    sections: list.length,
    title: form?.title || list[section - 1]?.title || '',
    current: current || 1,
    total: Math.max(total, current || 1),
  };
}

export function JourneyProgress(props: {
  state: JourneyState;
  sections: readonly TJourneySection[] | undefined;
  strings: JourneyStrings;
}) {
  const { strings } = props;
  const p = progressOf(props.state, props.sections);
  const list = props.sections?.length ? props.sections : null;
  return (
    <div className="journey__progress">
      <p className="journey__step">
        {p.title.trim()
          ? tj(strings, 'progress.section', { current: p.section, total: p.sections, title: p.title })
          : tj(strings, 'progress.sectionOnly', { current: p.section, total: p.sections })}
        {' · '}
        {tj(strings, 'step', { current: p.current, total: p.total })}
      </p>
      {list ? (
        <ol className="journey__sections" aria-label={tj(strings, 'progress.label')}>
          {list.map((s, i) => {
            const state = i + 1 < p.section ? 'done' : i + 1 === p.section ? 'current' : 'next';
            return (
              <li
                key={s.stage}
                className={`journey__section journey__section--${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="journey__section-name">{s.title}</span>
                {state === 'done' ? (
                  <span className="visually-hidden">{` (${tj(strings, 'progress.done')})`}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
