import { useT } from '../../i18n/use-t';
import { AuthorCard } from '../editorial-common/common';
import type { BlockProps } from '../types';

/** AUTHOR: the 'About the author' box below an article (docs/product/content.md 'Below the main content come … author'). */
export function AuthorBlock({ block, ctx }: BlockProps<'AUTHOR'>) {
  const { t } = useT('blocksEditorial');
  return (
    <aside className="author-block" aria-label={t('author.title')}>
      <p className="author-block__kicker">{t('author.title')}</p>
      <AuthorCard author={block.authorData} ctx={ctx} withBio heading="h2" />
    </aside>
  );
}
