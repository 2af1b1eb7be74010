import { truncateAtWord } from '../../../shared/rules/truncate';

/** Widths up to 992 px are the mobile view (same breakpoint as the stylesheets). */
export const MOBILE_QUERY = '(max-width: 992px)';

/** What the server hands the browser (non-executable JSON inside the widget). */
export type ReadMoreData = {
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  mobileLimit: number;
  desktopLimit: number;
  labels: { more: string; less: string };
};

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The paragraphs shown, and whether the text is long enough to collapse at this width. */
export function readMoreView(
  data: Pick<ReadMoreData, 'text' | 'mobileLimit' | 'desktopLimit'>,
  mobile: boolean,
  expanded: boolean,
): { shown: string[]; collapsible: boolean } {
  const limit = mobile ? data.mobileLimit : data.desktopLimit;
  const collapsible = data.text.length > limit;
  return {
    shown: paragraphs(collapsible && !expanded ? truncateAtWord(data.text, limit) : data.text),
    collapsible,
  };
}
