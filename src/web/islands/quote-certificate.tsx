/** The printable quote certificate island (issue 9 §5); the code lives in src/web/quotes. */
export { QuoteCertificate } from '../quotes/certificate';
