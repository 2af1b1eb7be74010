import type { TBlock, TBlockType } from '../../shared/contracts/blocks';

/**
 * A story of the block gallery (`/dev/blocks/`, decision 0039): every fixture of one block type, in English and in
 * Arabic, shown under a heading with the type's name. `note` says which variant a fixture shows.
 */
export type GalleryEntry = {
  type: TBlockType;
  en: TBlock[];
  ar: TBlock[];
  note?: string;
};
