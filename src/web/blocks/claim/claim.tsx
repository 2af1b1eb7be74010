import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/** CLAIM (`/claim/`): numbered claim steps (sanitised HTML) and the insurers' claim contacts; nothing when empty. */
export function ClaimBlock({ block, ctx }: BlockProps<'CLAIM'>) {
  const { t } = useT('blocksCommerce');
  if (block.rows.length === 0 && block.contacts.length === 0) return null;
  return (
    <section className="claim-block">
      <h2 className="claim-block__title">{block.title || t('claim.title')}</h2>
      {block.rows.length > 0 ? (
        <ol className="claim-block__steps">
          {block.rows.map((row, i) => (
            <li key={i} className="claim-block__step">
              <h3 className="claim-block__step-title">
                <Bidi text={row.title} dir={ctx.dir} />
              </h3>
              <SafeHtml html={row.content} className="prose" />
            </li>
          ))}
        </ol>
      ) : null}
      {block.contacts.length > 0 ? (
        <>
          <h3 className="claim-block__contacts-title">{t('claim.contacts')}</h3>
          <ul className="claim-block__contacts">
            {block.contacts.map((c, i) => (
              <li key={i} className="claim-block__contact">
                <span className="claim-block__name">
                  <Bidi text={c.name} dir={ctx.dir} />
                </span>
                {c.phone ? (
                  <a href={`tel:${c.phone.replace(/[ -]/g, '')}`} className="claim-block__phone">
                    <span className="cm-sr">{t('claim.phone')} </span>
                    <bdi dir="ltr">{c.phone}</bdi>
                  </a>
                ) : null}
                {c.email ? (
                  <a href={`mailto:${c.email}`} className="claim-block__email">
                    <bdi dir="ltr">{c.email}</bdi>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
