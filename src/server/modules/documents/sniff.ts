import type { DocumentMime } from '../../../shared/contracts/documents';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');

/**
 * The type a file's first bytes prove, or undefined. The declared content type and the file name are never
 * trusted: both are chosen by the sender.
 */
export function sniffMime(bytes: Buffer): DocumentMime | undefined {
  const starts = (sig: Buffer) => bytes.length > sig.length && bytes.subarray(0, sig.length).equals(sig);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  if (starts(PDF)) return 'application/pdf';
  return undefined;
}
