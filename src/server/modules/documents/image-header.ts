import { imageSize } from 'image-size';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../../shared/contracts/documents';

/** What an image's header says, read before anything decodes its pixels (decision 0041). */
export type ImageHeaderCheck =
  { ok: true; width: number; height: number } | { ok: false; reason: 'unreadable' | 'tooLarge' };

/** image-size's name of each type the upload endpoint accepts as an image. */
const TYPE_OF = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * Reads the dimensions from the header only (image-size 2.1.0, no decoding): a header that cannot be read, or
 * that names another type than the first bytes, is unreadable; over IMAGE_MAX_SIDE a side or IMAGE_MAX_PIXELS
 * in all is too large. A small file can announce a huge image (a PNG of 440 KB decodes to 20000×20000 pixels):
 * the header is what decoding will allocate for, so it is checked before OCR ever sees the file.
 */
export function checkImageHeader(bytes: Uint8Array, mime: keyof typeof TYPE_OF): ImageHeaderCheck {
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy with a buffer of its own: image-size reads through DataViews of `input.buffer` that do not stop at
    // the view's end, so on a Buffer from Node's pool a file cut short would be completed by other bytes.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width, height, type } = size;
  if (
    type !== TYPE_OF[mime] ||
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1
  )
    return { ok: false, reason: 'unreadable' };
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    return { ok: false, reason: 'tooLarge' };
  return { ok: true, width, height };
}
