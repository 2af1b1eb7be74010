import type { GalleryEntry } from './gallery-types';

/** The nav group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const navGallery: GalleryEntry[] = [];
