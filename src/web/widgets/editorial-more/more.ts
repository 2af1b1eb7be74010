/** How many items of a list show (docs/product/content.md): the pure part of the `editorial-more` widget, tested alone. */
export type MoreMode =
  /** News: `initial` shown, 'Show More' shows all, then 'Show Less' goes back to `initial`. */
  | { kind: 'toggle'; initial: number }
  /** CEO blog: `initial` shown, each 'Load More Stories' adds `step`; the button shows while more remain. */
  | { kind: 'step'; initial: number; step: number };

export function nextShown(mode: MoreMode, shown: number, total: number): number {
  if (mode.kind === 'toggle') return shown >= total ? Math.min(mode.initial, total) : total;
  return Math.min(total, shown + mode.step);
}

/** Whether the button shows, and whether it reads as 'less' (toggle mode, everything shown). */
export function buttonState(
  mode: MoreMode,
  shown: number,
  total: number,
): { visible: boolean; less: boolean } {
  if (total <= mode.initial) return { visible: false, less: false };
  if (mode.kind === 'toggle') return { visible: true, less: shown >= total };
  return { visible: shown < total, less: false };
}

export function parseMode(el: HTMLElement): MoreMode | undefined {
  const initial = Number(el.dataset.moreInitial);
  const step = Number(el.dataset.moreStep);
  if (!Number.isInteger(initial) || initial < 1) return undefined;
  if (el.dataset.moreKind === 'step' && Number.isInteger(step) && step > 0)
    return { kind: 'step', initial, step };
  if (el.dataset.moreKind === 'toggle') return { kind: 'toggle', initial };
  return undefined;
}
