import type { GalleryEntry } from './gallery-types';

/** The leads group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const leadsGallery: GalleryEntry[] = [];
