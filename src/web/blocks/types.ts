import type { TBlockOf, TBlockType } from '../../shared/contracts/blocks';
import type { LangCode } from '../../shared/domain/locales';
import type { TBlockData } from '../../shared/contracts/block-data';

/** What every block component receives besides its own block data. */
export type BlockContext = {
  lang: LangCode;
  dir: 'ltr' | 'rtl';
  /** Server's guess from the user agent; islands correct it with matchMedia after hydration. */
  isMobile: boolean;
  productId: number;
  pageTypeId: number;
  /** The public path of the page, e.g. '/ar-ae/car-insurance/'. */
  path: string;
  /** A marketing or offers page (the shell model's flag): the mobile banner's marketing variant (decision 0113). */
  marketing?: boolean;
  /** Server data of the page's blocks (MULTIPLE_QUOTES starting prices); absent when it could not be loaded. */
  data?: TBlockData | undefined;
};

export type BlockProps<K extends TBlockType> = { block: TBlockOf<K>; ctx: BlockContext };
