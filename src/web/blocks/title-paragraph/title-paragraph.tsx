import { SafeHtml } from '../../safe/safe-html';
import type { BlockProps } from '../types';

export function TitleParagraphBlock({ block }: BlockProps<'TITLE_PARAGRAPH'>) {
  return (
    <div className="title-paragraph">
      <h2 className="title-paragraph__title">{block.title}</h2>
      <SafeHtml html={block.content} className="prose title-paragraph__body" />
    </div>
  );
}
