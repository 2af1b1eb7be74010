import { SafeHtml } from '../../safe/safe-html';
import type { BlockProps } from '../types';

export function TextBlock({ block }: BlockProps<'TEXT'>) {
  return (
    <div className="text-block">
      {block.title ? <h2 className="text-block__title">{block.title}</h2> : null}
      <SafeHtml html={block.content} className="prose text-block__body" />
    </div>
  );
}
