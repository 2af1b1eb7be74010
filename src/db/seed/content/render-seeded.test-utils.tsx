import { ZStoredPage } from '../../../shared/contracts/page';
import { localizedPath } from '../../../shared/domain/locales';
import { BlockRenderer } from '../../../web/blocks/registry';
import { renderBlock } from '../../../web/blocks/nav-common/render.test-utils';
import { seedPages } from './index';
import { dir } from '../../../shared/i18n/localized';

/**
 * A seeded page rendered whole through the block registry, as its stored document would be (docs/product/content.md tests of
 * the landings and special pages). An unknown block type fails the test.
 */
export function renderSeeded(path: string, language: 'en' | 'ar') {
  const row = seedPages.find((p) => p.urlPath === path && p.language === language);
  if (!row) throw new Error(`${language} ${path} is not seeded`);
  const page = ZStoredPage.parse(row.page);
  const { html } = renderBlock(
    <BlockRenderer
      blocks={page.jsonData}
      ctx={{
        lang: language,
        dir: dir(language),
        isMobile: false,
        productId: row.productId,
        pageTypeId: row.pageTypeId,
        path: localizedPath(path, language),
      }}
      onUnknown={(type) => {
        throw new Error(`unknown block ${type}`);
      }}
    />,
    language,
  );
  return { page, html };
}
