import type { ShellModel } from '../../../shared/contracts/render';
import { PRODUCT } from '../../../shared/domain/products';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../collector';

export type WhatsAppKind = 'home' | 'marketing' | 'seo';

/** docs/product/pages.md 'WhatsApp messages differ for home, marketing and seo pages'. */
export function whatsappKind(m: Pick<ShellModel, 'path' | 'productId' | 'marketing'>): WhatsAppKind {
  if (m.marketing) return 'marketing';
  const bare = m.path.replace(/^\/(?:en|ar|hi|ml)-ae(?=\/)/, '');
  return bare === '/' && m.productId === PRODUCT.HOME ? 'home' : 'seo';
}

/** The chat address: the business number and a message carrying the page url and product id. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * The floating WhatsApp button (docs/product/pages.md Screens 'Floating chat button'; decision 0040): only when the business
 * number is configured. Rendered hidden; `enhance.ts` shows it unless the visit came with utm_source=dsa, decided
 * in the browser so the page stays one cacheable variant.
 */
export function WhatsAppButton({ m }: { m: ShellModel }) {
  const number = m.support.whatsapp;
  return number ? <WhatsAppLink m={m} number={number} /> : null;
}

function WhatsAppLink({ m, number }: { m: ShellModel; number: string }) {
  const { t } = useT('common');
  const widget = useWidget('whatsapp');
  const url = m.origin + (m.canonicalPath ?? m.path);
  const message = t(`pageRules.whatsapp.message.${whatsappKind(m)}`, { url, productId: m.productId });
  return (
    <a
      className="whatsapp-button"
      href={whatsappHref(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('pageRules.whatsapp.label')}
      title={t('pageRules.whatsapp.label')}
      data-testid="whatsapp-button"
      hidden
      {...widget}
    >
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3z"
        />
      </svg>
    </a>
  );
}
