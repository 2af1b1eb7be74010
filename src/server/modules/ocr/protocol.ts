/**
 * What the OCR engine (engine.ts, in the server) and its child process (child.ts) say to each other over the
 * child's IPC channel (decision 0041). Images travel as bytes ('advanced' serialization), answers carry the text
 * and tesseract's confidence, never anything logged.
 */

/** The languages read: English for the printed values, Arabic so the Arabic half of a card is not read as Latin noise. */
export const OCR_LANGS = ['eng', 'ara'] as const;

/**
 * tesseract parameters besides the page segmentation (PSM.AUTO: a card is blocks of text, not one column): a
 * photo carries no resolution, so 300 dpi is said rather than guessed (and the guess printed).
 */
export const OCR_PARAMETERS = {
  preserve_interword_spaces: '1',
  user_defined_dpi: '300',
} as const;

export type ToChild = { type: 'read'; id: number; image: Uint8Array };

export type ToParent =
  | { type: 'ready' }
  | { type: 'done'; id: number; text: string; confidence: number }
  /** tesseract refused the image (it could not be decoded, or held nothing to read). */
  | { type: 'failed'; id: number };
