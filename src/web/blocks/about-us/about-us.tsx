import { SafeHtml } from '../../safe/safe-html';
import type { BlockProps } from '../types';

/** ABOUTUS: the company's introduction and its titled sections (HTML through the one sanitizer). */
export function AboutUsBlock({ block }: BlockProps<'ABOUTUS'>) {
  const sections = block.fieldValues.sections;
  return (
    <section className="about-block">
      <h2 className="about-block__title">{block.title}</h2>
      {block.content ? <SafeHtml html={block.content} className="prose about-block__intro" /> : null}
      {sections.map((s, i) => (
        <div key={i} className="about-block__section">
          <h3>{s.title}</h3>
          <SafeHtml html={s.content} className="prose" />
        </div>
      ))}
    </section>
  );
}
