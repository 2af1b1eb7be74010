import type en from '../i18n/locales/en/journey.json';
import type { MessageParams } from '../../shared/rules/types';
import type { FieldErrorState } from './types';

/**
 * Islands get their translated strings as props (there is no i18next in the browser). These helpers read a
 * catalogue object the way i18next would: dotted keys, `{{name}}` parameters.
 */
export type JourneyStrings = typeof en;
export type RulesCatalogue = { [key: string]: string | RulesCatalogue };

function lookup(catalogue: unknown, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_m, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : '',
  );
}

/** A `journey` string by dotted key; the key itself when missing (a visible, greppable slip). */
export function tj(strings: JourneyStrings, key: string, params?: MessageParams): string {
  const template = lookup(strings, key);
  return template === undefined ? key : interpolate(template, params);
}

/**
 * A rule failure in the page language: `rules:` keys from the rules catalogue, `journey:` keys from the journey
 * catalogue, anything else the generic 'Invalid value' (definitions are validated at seed time).
 */
export function errorText(rules: RulesCatalogue, strings: JourneyStrings, error: FieldErrorState): string {
  const colon = error.messageKey.indexOf(':');
  const ns = colon === -1 ? 'rules' : error.messageKey.slice(0, colon);
  const key = colon === -1 ? error.messageKey : error.messageKey.slice(colon + 1);
  const template = ns === 'rules' ? lookup(rules, key) : ns === 'journey' ? lookup(strings, key) : undefined;
  return interpolate(template ?? lookup(rules, 'invalidValue') ?? 'Invalid value', error.params);
}
