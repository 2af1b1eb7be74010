import { splitNumberRuns } from '../../shared/i18n/bidi';

/**
 * Plain block text with its numbers isolated on right-to-left pages (docs/product/pages.md): each number run in a `<bdi>`,
 * so '4,000', '5%' or '10-30' keep their order among Arabic words. Left-to-right pages get the text as it is.
 */
export function Bidi({ text, dir }: { text: string; dir: 'ltr' | 'rtl' }) {
  if (dir !== 'rtl') return <>{text}</>;
  return <>{splitNumberRuns(text).map((p, i) => (p.number ? <bdi key={i}>{p.text}</bdi> : p.text))}</>;
}
