import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

export function TextBlock({ block, ctx }: BlockProps<'TEXT'>) {
  return (
    <div className="text-block">
      {block.title ? (
        <h2 className="text-block__title">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
      ) : null}
      <SafeHtml html={block.content} className="prose text-block__body" />
    </div>
  );
}
