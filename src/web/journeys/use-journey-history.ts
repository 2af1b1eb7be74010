import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { LangCode } from '../../shared/domain/locales';
import { saveAnswers } from './cache';
import { currentEnquiryId, prefill, type Env } from './controller';
import { samePos } from './navigation';
import { historyEntryOf, readProgress, saveProgress } from './progress';
import type { JourneyAction, JourneyState } from './types';

/**
 * Where the visitor is (docs/product/journeys.md): prefill once the forms are known, then the screen they were
 * on (a reload returns there); the answers kept in the tab's session cache; each screen an entry in the
 * browser's history (a move made here pushes one, Back and Forward move between them); focus on the new
 * screen's heading. Returns the heading's ref and the journey's Back.
 */
export function useJourneyHistory(
  env: Env,
  state: JourneyState,
  stateRef: RefObject<JourneyState>,
  dispatch: Dispatch<JourneyAction>,
  lang: LangCode,
) {
  const { productId } = env;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const quietMove = useRef(false);
  const restored = useRef(false);
  const [progressReady, setProgressReady] = useState(false);
  useEffect(() => {
    if (restored.current || state.forms.length === 0) return;
    restored.current = true;
    void prefill(env, state.forms)
      .catch(() => undefined)
      .then(() => {
        const saved = readProgress(productId, lang, {
          firstFormKey: stateRef.current.forms[0]?.formKey,
          enquiryId: currentEnquiryId(productId) ?? null,
        });
        if (saved && saved.forms.length > 1) dispatch({ type: 'appendForm', forms: saved.forms.slice(1) });
        // The browser's own entry (Back, Forward, reload) wins over the tab's last screen.
        const entry = historyEntryOf(window.history.state, productId);
        const forms = saved?.forms ?? stateRef.current.forms;
        const pos = [entry?.pos, saved?.pos].find((p) => p && forms[p.formIndex]?.screens[p.screenIndex]);
        if (pos) {
          quietMove.current = true;
          dispatch({ type: 'setScreen', pos });
        }
        setProgressReady(true);
      });
  }, [env, state.forms, productId, lang, stateRef, dispatch]);

  useEffect(() => {
    if (restored.current) saveAnswers(productId, state.forms, state.values, state.cachedEnquiryId);
  }, [productId, state.forms, state.values, state.cachedEnquiryId]);

  // Not on the first render, nor when a reload puts the visitor back: the page owns focus then.
  const posKey = `${state.pos.formIndex}:${state.pos.screenIndex}`;
  useEffect(() => {
    if (!moved.current || quietMove.current) {
      moved.current = true;
      quietMove.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [posKey]);

  const historyIndex = useRef(0);
  const fromHistory = useRef(false);
  useEffect(() => {
    if (!progressReady) return;
    const s = stateRef.current;
    saveProgress(productId, lang, {
      enquiryId: currentEnquiryId(productId) ?? null,
      forms: s.forms,
      pos: s.pos,
    });
    const here = historyEntryOf(window.history.state, productId);
    if (here && samePos(here.pos, s.pos)) {
      historyIndex.current = here.index;
      fromHistory.current = false;
      return;
    }
    if (!here || fromHistory.current) {
      // The page's first screen (or one the browser moved to): this entry names it.
      window.history.replaceState(
        {
          ...(window.history.state as object | null),
          journey: { productId, pos: s.pos, index: historyIndex.current },
        },
        '',
      );
      fromHistory.current = false;
      return;
    }
    historyIndex.current = here.index + 1;
    // Keeps the state found (a sheet's dialog entry, docs/decisions/0063-dialogs-close-every-way.md).
    window.history.pushState(
      {
        ...(window.history.state as object | null),
        journey: { productId, pos: s.pos, index: historyIndex.current },
      },
      '',
    );
  }, [posKey, progressReady, productId, lang, state.forms, stateRef]);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const entry = historyEntryOf(e.state, productId);
      const s = stateRef.current;
      if (!entry || !s.forms[entry.pos.formIndex]?.screens[entry.pos.screenIndex]) return;
      historyIndex.current = entry.index;
      if (samePos(entry.pos, s.pos)) return;
      fromHistory.current = true;
      dispatch({ type: 'setScreen', pos: entry.pos });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [productId, stateRef, dispatch]);

  /** The journey's Back: the browser's Back when the previous entry is this journey's previous screen. */
  const goBack = () => {
    const here = historyEntryOf(window.history.state, productId);
    if (here && here.index > 0) window.history.back();
    else dispatch({ type: 'decrementScreen' });
  };
  return [headingRef, goBack] as const;
}
