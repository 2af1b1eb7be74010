import { SafeHtml } from '../../safe/safe-html';
import { GlossaryLeadForm } from '../../widgets/glossary-lead/glossary-lead';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/** GLOSSARY_DETAIL (docs/product/content.md 'Glossary detail: heading, HTML body and an advisor lead form'). */
export function GlossaryDetailBlock({ block, ctx }: BlockProps<'GLOSSARY_DETAIL'>) {
  return (
    <div className="glossary-detail">
      <article className="glossary-detail__article">
        <h2 className="glossary-detail__title">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
        <SafeHtml html={block.content} className="prose glossary-detail__body" />
      </article>
      <GlossaryLeadForm productId={block.productId ?? ctx.productId} />
    </div>
  );
}
