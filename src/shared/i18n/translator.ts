import { DEFAULT_LANG, type LangCode } from '../domain/locales';

/**
 * The one translator (docs/ARCHITECTURE.md#principle-15), for the server and the islands alike. Catalogues are
 * i18next-shaped JSON: nested objects addressed by dotted keys, `ns:key` picks a namespace, `{{name}}` takes a
 * parameter, and plural variants carry CLDR suffixes (`key_one`, `key_few`, …) chosen by `count` through
 * Intl.PluralRules. Pure and synchronous; strings come back unescaped (React escapes, HTML writers escape).
 */
export type Catalogue = { readonly [key: string]: string | Catalogue };
/** Catalogues by language, then by namespace. Islands pass just the language and namespaces they carry. */
export type Catalogues = { readonly [L in LangCode]?: { readonly [ns: string]: Catalogue | undefined } };
export type TParams = {
  readonly [name: string]: string | number | boolean | null | undefined;
  /** Picks the plural form (and is a parameter like any other). */
  readonly count?: number | undefined;
  /** Returned instead of the key when no language has the key. */
  readonly defaultValue?: string | undefined;
};
export type TFunction = (key: string, params?: TParams) => string;
export type Translator = {
  readonly lang: LangCode;
  /** `t` whose keys without a namespace read the default namespace. */
  readonly t: TFunction;
  /** `t` whose keys without a namespace read `ns` (one function per namespace, made once). */
  ns(ns: string): TFunction;
  /** Whether some language in the chain has the key (keys without a namespace read the default one). */
  has(key: string): boolean;
};

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];

/** A template split at its parameters: texts[0] name[0] texts[1] … (texts has one more item than names). */
type Compiled = { readonly texts: readonly string[]; readonly names: readonly string[] };
type Template = string | Compiled;
type Source =
  | { readonly plural: false; readonly template: Template }
  | {
      readonly plural: true;
      readonly rules: Intl.PluralRules;
      readonly forms: Readonly<Partial<Record<PluralForm, Template>>>;
    };

const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function compile(text: string): Template {
  if (!text.includes('{{')) return text;
  const texts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAM)) {
    texts.push(text.slice(last, m.index));
    names.push(m[1] as string);
    last = m.index + m[0].length;
  }
  if (names.length === 0) return text;
  texts.push(text.slice(last));
  return { texts, names };
}

/** A missing parameter stays visible as `{{name}}` (i18next's default), like a missing key stays the key. */
function fill(template: Template, params: TParams | undefined): string {
  if (typeof template === 'string') return template;
  const { texts, names } = template;
  let out = texts[0] as string;
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const value = params && Object.hasOwn(params, name) ? params[name] : undefined;
    out += (value === undefined || value === null ? `{{${name}}}` : String(value)) + (texts[i + 1] as string);
  }
  return out;
}

const compiledTemplates = new Map<string, Template>();

/** `{{name}}` parameters of a template that is not in a catalogue (e.g. one string handed to an island). */
export function interpolate(text: string, params?: TParams): string {
  let template = compiledTemplates.get(text);
  if (template === undefined) {
    template = compile(text);
    if (compiledTemplates.size > 2000) compiledTemplates.clear();
    compiledTemplates.set(text, template);
  }
  return fill(template, params);
}

/** Each catalogue object is flattened once into dotted keys with compiled templates. */
const flatCache = new WeakMap<Catalogue, ReadonlyMap<string, Template>>();

function flat(catalogue: Catalogue): ReadonlyMap<string, Template> {
  let map = flatCache.get(catalogue);
  if (!map) {
    const out = new Map<string, Template>();
    const walk = (node: Catalogue, prefix: string) => {
      for (const [k, v] of Object.entries(node)) {
        if (typeof v === 'string') out.set(prefix + k, compile(v));
        else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v, `${prefix}${k}.`);
      }
    };
    walk(catalogue, '');
    map = out;
    flatCache.set(catalogue, map);
  }
  return map;
}

const pluralRules = new Map<LangCode, Intl.PluralRules>();

export function pluralRulesFor(lang: LangCode): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/** The key in one language: the exact key, else its plural variants; undefined when it has neither. */
function sourceIn(lang: LangCode, map: ReadonlyMap<string, Template>, key: string): Source | undefined {
  const exact = map.get(key);
  if (exact !== undefined) return { plural: false, template: exact };
  let forms: Partial<Record<PluralForm, Template>> | undefined;
  for (const form of PLURAL_FORMS) {
    const t = map.get(`${key}_${form}`);
    if (t !== undefined) (forms ??= {})[form] = t;
  }
  return forms ? { plural: true, rules: pluralRulesFor(lang), forms } : undefined;
}

/** Bounds the per-namespace memo of resolved keys (keys come from code and definitions, not from visitors). */
const MAX_MEMO = 5000;
const MISSING: readonly Source[] = [];

/**
 * A translator for `lang`: each key is looked up in `lang`, then in English, and is returned itself (visible
 * and greppable) when neither has it. With a numeric `count`, each language tries the exact key, then
 * `key_<form>` for that language's plural form of count, then `key_other`. Keys are resolved once per namespace
 * and remembered, so a call costs a map lookup plus the parameter filling.
 */
export function createTranslator(
  lang: LangCode,
  catalogues: Catalogues,
  options: { defaultNs?: string } = {},
): Translator {
  const chain: LangCode[] = lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG];
  const resolve = (ns: string, key: string): readonly Source[] => {
    const sources: Source[] = [];
    for (const l of chain) {
      const catalogue = catalogues[l]?.[ns];
      const s = catalogue ? sourceIn(l, flat(catalogue), key) : undefined;
      if (s) sources.push(s);
    }
    return sources.length ? sources : MISSING;
  };

  /** One namespace: its keys resolved once and remembered. */
  const make = (defaultNs: string) => {
    const memo = new Map<string, readonly Source[]>();
    const sourcesOf = (key: string): readonly Source[] => {
      let sources = memo.get(key);
      if (sources === undefined) {
        const colon = key.indexOf(':');
        sources = colon === -1 ? resolve(defaultNs, key) : resolve(key.slice(0, colon), key.slice(colon + 1));
        if (memo.size >= MAX_MEMO) memo.clear();
        memo.set(key, sources);
      }
      return sources;
    };
    const t: TFunction = (key, params) => {
      const sources = sourcesOf(key);
      for (let i = 0; i < sources.length; i++) {
        const s = sources[i] as Source;
        if (!s.plural) return fill(s.template, params);
        const count = params?.count;
        const form: PluralForm = typeof count === 'number' ? (s.rules.select(count) as PluralForm) : 'other';
        const template = s.forms[form] ?? s.forms.other;
        if (template !== undefined) return fill(template, params);
      }
      return params?.defaultValue ?? key;
    };
    return { t, has: (key: string) => sourcesOf(key).length > 0 };
  };

  const byNs = new Map<string, ReturnType<typeof make>>();
  const of = (name: string) => {
    let fns = byNs.get(name);
    if (!fns) {
      fns = make(name);
      byNs.set(name, fns);
    }
    return fns;
  };
  const root = of(options.defaultNs ?? 'common');

  return { lang, t: root.t, ns: (name) => of(name).t, has: root.has };
}
