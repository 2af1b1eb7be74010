import { SafeHtml } from '../../safe/safe-html';
import type { BlockProps } from '../types';

/** QUOTE: a pull quote (sanitised HTML) with the person it is from. */
export function QuoteBlock({ block }: BlockProps<'QUOTE'>) {
  const { author, role } = block.fieldValues;
  return (
    <figure className="quote-block">
      {block.title ? <h2 className="quote-block__title">{block.title}</h2> : null}
      <blockquote className="quote-block__text">
        <SafeHtml html={block.content} className="prose" />
      </blockquote>
      {author ? (
        <figcaption className="quote-block__cite">
          <span className="quote-block__author">{author}</span>
          {role ? <span className="quote-block__role">{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
