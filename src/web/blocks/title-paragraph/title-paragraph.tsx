import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

export function TitleParagraphBlock({ block, ctx }: BlockProps<'TITLE_PARAGRAPH'>) {
  return (
    <div className="title-paragraph">
      <h2 className="title-paragraph__title">
        <Bidi text={block.title} dir={ctx.dir} />
      </h2>
      <SafeHtml html={block.content} className="prose title-paragraph__body" />
    </div>
  );
}
