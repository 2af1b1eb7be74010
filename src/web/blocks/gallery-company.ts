import type { GalleryEntry } from './gallery-types';

/** The company group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const companyGallery: GalleryEntry[] = [];
