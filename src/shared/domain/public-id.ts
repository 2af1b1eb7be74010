/**
 * The public id of an enquiry, quote, document or booking: 24 letters and digits, at least one letter (a purely
 * numeric id is ignored by the legacy clients; docs/product/enquiries.md). Made on the server (newPublicId in
 * src/server/lib/public-id.ts); checked in both places with this pattern.
 */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9]{24}$/;
