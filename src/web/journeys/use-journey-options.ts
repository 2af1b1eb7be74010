import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { TField } from '../../shared/contracts/journey';
import type { LangCode } from '../../shared/domain/locales';
import { apiGet } from './api';
import { optionsOf, rangeOf } from './controller';
import { DOCUMENT_SUGGESTIONS_EVENT, type DocumentSuggestion } from './fields/upload';
import { latestOnly } from './latest-only';
import { fillPlaceholders } from './placeholders';
import { tj, type JourneyStrings } from './strings';
import type { JourneyAction, JourneyState } from './types';

type Range = { min: number; max: number };

/**
 * Options and suggestions of the current screen (docs/product/journeys.md): a url whose ':param' answers change
 * is fetched again; an answer no longer among the new options (another make's model) is dropped. A suggested
 * range is both shown ('suggestion') and kept, so an answer outside it asks 'Are you sure?' without blocking.
 */
export function useJourneyOptions(
  fields: TField[],
  state: JourneyState,
  stateRef: RefObject<JourneyState>,
  dispatch: Dispatch<JourneyAction>,
  strings: JourneyStrings,
  lang: LangCode,
) {
  const [suggestions, setSuggestions] = useState<Record<string, string>>({});
  const [ranges, setRanges] = useState<Record<string, Range | undefined>>({});
  const [loadingOptions, setLoadingOptions] = useState<Record<string, boolean>>({});
  // Lists that failed to load are loaded again on Retry or when the connection comes back.
  const [failedOptions, setFailedOptions] = useState<Record<string, boolean>>({});
  const [attempt, setAttempt] = useState(0);
  const optionUrls = useRef<Record<string, string>>({});
  const retryOptions = () => setAttempt((n) => n + 1);

  useEffect(() => {
    window.addEventListener('online', retryOptions);
    return () => window.removeEventListener('online', retryOptions);
  }, []);
  const latestSuggestion = useRef(latestOnly<Awaited<ReturnType<typeof apiGet>>>());

  useEffect(() => {
    for (const field of fields) {
      const src = field.optionsSource;
      if (src) {
        const url = fillPlaceholders(src.url, state.values);
        if (url && optionUrls.current[field.fieldId] !== url) {
          const firstLoad = optionUrls.current[field.fieldId] === undefined;
          optionUrls.current[field.fieldId] = url;
          setLoadingOptions((s) => ({ ...s, [field.fieldId]: true }));
          void apiGet(url).then((r) => {
            if (optionUrls.current[field.fieldId] !== url) return;
            setFailedOptions((s) => ({ ...s, [field.fieldId]: !r.ok }));
            if (!r.ok) {
              // Forget the url so that the next attempt loads it again; the answer given stays.
              delete optionUrls.current[field.fieldId];
              dispatch({ type: 'setOptions', fieldId: field.fieldId, options: [] });
              setLoadingOptions((s) => ({ ...s, [field.fieldId]: false }));
              return;
            }
            const options = optionsOf(r.data) ?? [];
            dispatch({ type: 'setOptions', fieldId: field.fieldId, options });
            setLoadingOptions((s) => ({ ...s, [field.fieldId]: false }));
            const current = stateRef.current.values[field.fieldId];
            if (!firstLoad && current !== undefined && !options.some((o) => o.id === String(current)))
              dispatch({ type: 'unsetValue', fieldId: field.fieldId });
          });
        }
      }
      const sug = field.suggestion;
      if (sug) {
        const url = fillPlaceholders(sug.url, state.values);
        const key = `s:${field.fieldId}`;
        if (url && optionUrls.current[key] !== url) {
          optionUrls.current[key] = url;
          // Answers to older urls (the previous model's range) are dropped when they arrive late.
          void latestSuggestion.current(
            key,
            () => apiGet(url),
            (r) => {
              const range = r.ok ? rangeOf(r.data) : undefined;
              const fmt = new Intl.NumberFormat(`${lang}-AE`);
              setRanges((s) => ({ ...s, [field.fieldId]: range }));
              setSuggestions((s) => ({
                ...s,
                [field.fieldId]: range
                  ? tj(strings, 'suggestion', { min: fmt.format(range.min), max: fmt.format(range.max) })
                  : '',
              }));
            },
          );
        }
      }
    }
  }, [fields, state.values, strings, lang, dispatch, stateRef, attempt]);
  return [suggestions, ranges, loadingOptions, failedOptions, retryOptions] as const;
}

/** Values read from an uploaded card for fields on later screens, offered there (docs/product/journeys.md). */
export function useDocumentSuggestions(): Record<string, string> {
  const [fromDocument, setFromDocument] = useState<Record<string, string>>({});
  useEffect(() => {
    const onRead = (e: Event) => {
      const list = (e as CustomEvent<DocumentSuggestion[]>).detail;
      if (!Array.isArray(list)) return;
      setFromDocument((m) => ({ ...m, ...Object.fromEntries(list.map((d) => [d.fieldId, d.value])) }));
    };
    window.addEventListener(DOCUMENT_SUGGESTIONS_EVENT, onRead);
    return () => window.removeEventListener(DOCUMENT_SUGGESTIONS_EVENT, onRead);
  }, []);
  return fromDocument;
}

/**
 * 'Are you sure?' for an answer outside the suggested range (a car value far below its catalogue range): shown
 * under the field, never blocking. Real contradictions are rules of the form and do block.
 */
export function plausibilityWarning(
  range: Range | undefined,
  value: unknown,
  lang: string,
  strings: JourneyStrings,
): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!range || !Number.isFinite(n) || (n >= range.min && n <= range.max)) return null;
  const fmt = new Intl.NumberFormat(`${lang}-AE`);
  return tj(strings, 'plausibility', { min: fmt.format(range.min), max: fmt.format(range.max) });
}
