import { createHash, randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import {
  CONSOLE_CONTENT_ERROR_CODES as E,
  IMAGE_MAX_BYTES,
  mediaUrl,
  type ImageMime,
  type TImage,
  type TImageAlt,
} from '../../../shared/contracts/console-content';
import { HttpError } from '../../plugins/errors';
import type { Audit } from '../console/audit';
import type { MediaMeta, MediaStore } from './media-store';
import type { Actor } from './redirections';

/** The largest side and pixel count an uploaded image may announce (its header is read, never decoded). */
const MAX_SIDE = 8000;
const MAX_PIXELS = 40_000_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const SIZE_TYPE: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The type an image's first bytes prove (PNG, JPEG, WebP), 'svg' for markup, or undefined. The declared type and
 * the file name are never trusted. SVG is refused: it is a document that can carry script and links, and this
 * site's pages show uploads as images from their own origin.
 */
export function sniffImage(bytes: Buffer): ImageMime | 'svg' | undefined {
  const starts = (sig: Buffer, at = 0) =>
    bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  if (starts(Buffer.from('RIFF', 'latin1')) && starts(Buffer.from('WEBP', 'latin1'), 8)) return 'image/webp';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!doctype svg')) return 'svg';
  return undefined;
}

const present = (m: MediaMeta): TImage => ({
  id: m.id,
  url: mediaUrl(m.id, m.mime),
  mime: m.mime,
  sizeBytes: m.sizeBytes,
  width: m.width,
  height: m.height,
  alt: m.alt as TImageAlt,
  createdAt: m.createdAt.toISOString(),
});

/** The console's images (decision 0124): checked, stored through the media store, listed, deleted, audited. */
export function imagesAdmin(store: MediaStore, audit: Audit, now: () => Date) {
  return {
    async upload(base64: string, alt: TImageAlt, who: Actor): Promise<TImage> {
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length > IMAGE_MAX_BYTES)
        throw new HttpError(
          413,
          E.IMAGE_TOO_LARGE,
          `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
        );
      const mime = sniffImage(bytes);
      if (mime === undefined || mime === 'svg')
        throw new HttpError(
          415,
          E.IMAGE_TYPE_REFUSED,
          mime === 'svg'
            ? 'SVG images are not accepted: upload a PNG, JPEG or WebP.'
            : 'Only PNG, JPEG and WebP images are accepted.',
        );
      let size: ReturnType<typeof imageSize>;
      try {
        // A copy with a buffer of its own: image-size reads through views of `input.buffer`.
        size = imageSize(new Uint8Array(bytes));
      } catch {
        throw new HttpError(400, E.IMAGE_UNREADABLE, 'The image cannot be read.');
      }
      const { width, height } = size;
      if (size.type !== SIZE_TYPE[mime] || !(width > 0) || !(height > 0))
        throw new HttpError(400, E.IMAGE_UNREADABLE, 'The image cannot be read.');
      if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
        throw new HttpError(
          413,
          E.IMAGE_TOO_LARGE,
          `The image is too large: at most ${MAX_SIDE} pixels a side.`,
        );
      const meta: MediaMeta = {
        id: randomBytes(9).toString('base64url'),
        mime,
        sizeBytes: bytes.length,
        width,
        height,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        alt,
        staffId: who.staffId,
        createdAt: now(),
      };
      await store.put(meta, bytes, (tx) =>
        audit(
          {
            staffId: who.staffId,
            action: 'image.uploaded',
            target: `image:${meta.id}`,
            fromHash: who.fromHash,
            details: { mime, bytes: meta.sizeBytes, width, height },
          },
          tx,
        ),
      );
      return present(meta);
    },

    async list(limit: number): Promise<TImage[]> {
      return (await store.list(limit)).map(present);
    },

    async remove(id: string, who: Actor): Promise<void> {
      const record = {
        staffId: who.staffId,
        action: 'image.deleted',
        target: `image:${id}`,
        fromHash: who.fromHash,
      };
      if (!(await store.delete(id, (tx) => audit(record, tx))))
        throw new HttpError(404, E.IMAGE_NOT_FOUND, 'No such image.');
    },

    get: (id: string) => store.get(id),
  };
}

export type ImagesAdmin = ReturnType<typeof imagesAdmin>;
