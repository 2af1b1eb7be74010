import type { HospitalType } from '../../../shared/contracts/hospitals';

/**
 * Keep my doctor's picker (decision 0099; the server side is decision 0095): the search box's state, kept apart from
 * the DOM so it is unit-tested. A query of at least 2 characters is searched 300 ms after the last key, an older
 * answer is dropped (each search takes a turn, and its request is aborted), at most five places are chosen.
 */

export const PICKER_MIN_CHARS = 2;
/**
 * PICKER_MAX of the quotes contract (state.test.ts checks they agree): written here so the picker's chunk
 * shares no module with the quotes list's (a shared module becomes a chunk of its own that every quotes page loads).
 */
export const PICKER_MAX = 5;
export const PICKER_DEBOUNCE_MS = 300;
/** Results asked per search (the search call's `limit`). */
export const PICKER_RESULTS = 8;

/** A chosen or found place: `providerId` is the hospitals calls' id, the one POST /api/quotes takes. */
export type Place = { providerId: number; providerName: string; type?: HospitalType; city?: string };

export type PickerStatus = 'idle' | 'short' | 'loading' | 'done' | 'failed';

export type PickerState = {
  query: string;
  status: PickerStatus;
  results: Place[];
  /** The highlighted option (aria-activedescendant), -1: none. */
  active: number;
  /** The listbox is shown (results, or the empty message, for the current query). */
  open: boolean;
  /** The search in flight or last answered; an answer of another turn is stale. */
  turn: number;
};

export type PickerAction =
  | { type: 'typed'; query: string }
  | { type: 'results'; turn: number; results: Place[] }
  | { type: 'failed'; turn: number }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'close' }
  | { type: 'picked' };

export const initialPicker = (): PickerState => ({
  query: '',
  status: 'idle',
  results: [],
  active: -1,
  open: false,
  turn: 0,
});

/** Whether a query is long enough to search (spaces at either end do not count). */
export const searchable = (query: string): boolean => query.trim().length >= PICKER_MIN_CHARS;

export function pickerReducer(s: PickerState, a: PickerAction): PickerState {
  switch (a.type) {
    case 'typed': {
      const query = a.query;
      const turn = s.turn + 1;
      if (!searchable(query))
        return {
          ...s,
          query,
          turn,
          results: [],
          active: -1,
          open: false,
          status: query.trim() ? 'short' : 'idle',
        };
      return { ...s, query, turn, status: 'loading', active: -1 };
    }
    case 'results':
      if (a.turn !== s.turn) return s;
      return { ...s, status: 'done', results: a.results, active: a.results.length ? 0 : -1, open: true };
    case 'failed':
      if (a.turn !== s.turn) return s;
      return { ...s, status: 'failed', results: [], active: -1, open: false };
    case 'move': {
      const n = s.results.length;
      if (n === 0) return s;
      const from = s.open ? s.active : a.by === 1 ? -1 : 0;
      return { ...s, open: true, active: (from + a.by + n) % n };
    }
    case 'close':
      return { ...s, open: false, active: -1 };
    case 'picked':
      return { ...s, query: '', status: 'idle', results: [], active: -1, open: false, turn: s.turn + 1 };
  }
}

export type PickOutcome = { chosen: Place[]; added: boolean; reason?: 'limit' | 'repeat' };

/** A place added to the choice: not twice, and not past five (the limit message says why). */
export function pick(chosen: readonly Place[], place: Place): PickOutcome {
  if (chosen.some((c) => c.providerId === place.providerId))
    return { chosen: [...chosen], added: false, reason: 'repeat' };
  if (chosen.length >= PICKER_MAX) return { chosen: [...chosen], added: false, reason: 'limit' };
  return { chosen: [...chosen, place], added: true };
}

export const removePlace = (chosen: readonly Place[], providerId: number): Place[] =>
  chosen.filter((c) => c.providerId !== providerId);

export const atLimit = (chosen: readonly Place[]): boolean => chosen.length >= PICKER_MAX;

/** The search call's address for a query (GET /api/network-hospitals/search, decision 0094). */
export const searchUrl = (query: string): string =>
  `/api/network-hospitals/search?${new URLSearchParams({
    providerName: query.trim(),
    limit: String(PICKER_RESULTS),
  }).toString()}`;

/**
 * A search that waits 300 ms after the last key and aborts the request it replaces; `run` gets the turn and the
 * signal (the reducer drops an answer of another turn even if an abort came too late).
 */
export function createSearch(
  run: (query: string, turn: number, signal: AbortSignal) => void,
  delay = PICKER_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ctrl: AbortController | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    ctrl?.abort();
    ctrl = undefined;
  };
  return {
    /** A new query of this turn: the pending one is dropped; a query too short only cancels. */
    schedule(query: string, turn: number) {
      cancel();
      if (!searchable(query)) return;
      timer = setTimeout(() => {
        ctrl = new AbortController();
        run(query, turn, ctrl.signal);
      }, delay);
    },
    /** Searched again at once (Retry). */
    now(query: string, turn: number) {
      cancel();
      ctrl = new AbortController();
      run(query, turn, ctrl.signal);
    },
    cancel,
  };
}

/** What the on-demand panel takes from its trigger (here, not in trigger.tsx, so the two files import no circle). */
export type PanelProps = {
  idPrefix: string;
  chosen: readonly Place[];
  onChange(next: Place[]): void;
};
