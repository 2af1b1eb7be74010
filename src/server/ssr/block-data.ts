import type { TBlock } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import type { LangCode } from '../../shared/domain/locales';

/**
 * The page a resolver part renders for: its product and page type, and (decision 0100) its content path and the
 * valid `?page=` a list block shows.
 */
export type BlockDataPage = {
  productId: number;
  pageTypeId: number;
  urlPath?: string | undefined;
  listPage?: number | undefined;
  /** A phone's request (the doorway's and author lists' page size is 6 there; decision 0112). */
  isMobile?: boolean | undefined;
};

/** One module's part of the resolver step: the data of the block types it knows (each handles its own failures). */
export type BlockDataPart = (
  blocks: readonly TBlock[],
  lang: LangCode,
  page: BlockDataPage,
) => Promise<Partial<TBlockData>>;

/** The page route's resolver step made of the modules' parts, run side by side (decisions 0014, 0019). */
export function combineBlockData(...parts: BlockDataPart[]) {
  return async (blocks: readonly TBlock[], lang: LangCode, page: BlockDataPage): Promise<TBlockData> => {
    const results = await Promise.all(parts.map((part) => part(blocks, lang, page)));
    return Object.assign({ multiQuotes: {} }, ...results) as TBlockData;
  };
}
