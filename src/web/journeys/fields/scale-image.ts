import { UPLOAD_SCALE_MAX_SIDE } from '../../../shared/contracts/documents';

/**
 * Phone photos before upload (decision 0041): one whose longer side is over UPLOAD_SCALE_MAX_SIDE pixels is drawn
 * at that size and sent as a JPEG, so a 12 to 200 megapixel camera photo passes the server's header check (10,000
 * px a side, 25 megapixels) and its 5 MB limit, and OCR reads a card-sized image. The picture keeps its
 * orientation (createImageBitmap applies the EXIF rotation). A file the browser cannot decode (a PDF, a damaged
 * or hostile one) is sent as it is: the server says why it refuses it.
 */

/** JPEG quality of a scaled photo: a 3000×2250 card photo is about 1 MB. */
const QUALITY = 0.9;

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const draw = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    // A PNG's transparent parts become white, not the black a JPEG would give them.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    draw(ctx);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
}

/** The file to upload: `file` itself, or its scaled JPEG copy when it is a PNG or JPEG over `maxSide`. */
export async function scaleForUpload(file: File, maxSide = UPLOAD_SCALE_MAX_SIDE): Promise<File> {
  if ((file.type !== 'image/jpeg' && file.type !== 'image/png') || typeof createImageBitmap !== 'function')
    return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const longer = Math.max(bitmap.width, bitmap.height);
    if (longer <= maxSide) return file;
    const scale = maxSide / longer;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encodeJpeg(bitmap, width, height).catch(() => null);
    if (!blob) return file;
    const name = `${file.name.replace(/\.(png|jpe?g)$/i, '')}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
