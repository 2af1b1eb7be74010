import { LANG_CODES, type LangCode } from '../domain/locales';
import { CATALOGUE_FILES } from './catalogue-files.generated';
import { createTranslator, type Catalogue, type TFunction, type Translator } from './translator';

/**
 * Every catalogue of every language, for the server (API messages, SMS, server-rendered pages). The browser
 * never imports this module: islands get the strings they need as props, or lazily import the one namespace
 * they carry (block-user-popup, the upload control), and read them with the same translator.
 *
 * The files come from the generated registry (`catalogue-files.generated.ts`, written from the folders of
 * `locales/` by scripts/catalogue-registry.mjs; decision 0091), and the languages from LOCALES: a namespace is a
 * JSON file in `locales/en/`, a language is a line in LOCALES and its folder. Nothing here lists either.
 */
type English = (typeof CATALOGUE_FILES)['en'];
export type Namespace = keyof English & string;
export const NAMESPACES = Object.keys(CATALOGUE_FILES.en) as Namespace[];

/** The registry without its literal types: a language folder may lack a file or a key (completeness.test.ts says). */
const files: Readonly<Record<string, Readonly<Record<string, Catalogue>> | undefined>> = CATALOGUE_FILES;

/**
 * Each language of LOCALES with the shape of English: a namespace its folder lacks reads the English file, as the
 * translator would fall back to it key by key anyway (the completeness test fails until the file exists).
 */
export const catalogues = Object.fromEntries(
  LANG_CODES.map((lang) => [lang, { ...CATALOGUE_FILES.en, ...files[lang] }]),
) as unknown as { readonly [L in LangCode]: English };

const translators = new Map<LangCode, Translator>();

/** The translator of a language over all catalogues, made once (keys without a namespace read `common`). */
export function translatorFor(lang: LangCode): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = createTranslator(lang, catalogues);
    translators.set(lang, translator);
  }
  return translator;
}

/** `t` of a language; keys without a namespace read `common`. */
export function tFor(lang: LangCode): TFunction {
  return translatorFor(lang).t;
}
