import type { z } from 'zod';
import type { ZContactUsBlock } from '../../../shared/contracts/blocks-company';
import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

type Channel = z.infer<typeof ZContactUsBlock>['fieldValues']['channels'][number];

/** The link of a contact channel, or undefined for text-only channels (address, hours). */
export function channelHref(c: Channel): string | undefined {
  const digits = c.value.replace(/[^0-9+]/g, '');
  switch (c.kind) {
    case 'phone':
      return `tel:${digits}`;
    case 'whatsapp':
      return `https://wa.me/${digits.replace(/^\+/, '')}`;
    case 'email':
      return `mailto:${c.value}`;
    case 'web':
      return c.value;
    default:
      return undefined;
  }
}

/** CONTACTUS: the channels the document lists; numbers and addresses isolated on right-to-left pages. */
export function ContactUsBlock({ block, ctx }: BlockProps<'CONTACTUS'>) {
  const { t } = useT('blocksCompany');
  return (
    <section className="contact-block">
      <h2 className="contact-block__title">{block.title}</h2>
      {block.content ? <SafeHtml html={block.content} className="prose contact-block__intro" /> : null}
      <ul className="contact-block__list" role="list">
        {block.fieldValues.channels.map((c, i) => {
          const href = channelHref(c);
          const external = c.kind === 'whatsapp' || c.kind === 'web';
          return (
            <li key={i} className={`contact-block__item contact-block__item--${c.kind}`}>
              <span className="contact-block__label">{c.label}</span>
              {href ? (
                <a
                  className="contact-block__value"
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <bdi>{c.value}</bdi>
                  {external ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
                </a>
              ) : (
                <span className="contact-block__value">
                  <Bidi text={c.value} dir={ctx.dir} />
                </span>
              )}
              {c.note ? (
                <span className="contact-block__note">
                  <Bidi text={c.note} dir={ctx.dir} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
