import type { TField, TFieldValue, TForm } from '../../shared/contracts/journey';
import {
  isScreenSkipped,
  validateFields,
  type FieldForValidation,
  type ScreenContext,
} from '../../shared/rules/engine';
import { isFieldActive } from '../../shared/rules/constraints/evaluate';
import { isMaskedEmiratesId, isMaskedMobile } from '../../shared/rules/inputs';
import type { JourneyState, ScreenPos } from './types';

/**
 * Screen order and screen checks. The journey's forms are one sequence of screens: a STEP without a config
 * moves on to the next form's first screen (docs/product/journeys.md 'Enquiry journey').
 */

export function screensOf(forms: readonly TForm[]): ScreenPos[] {
  const out: ScreenPos[] = [];
  forms.forEach((form, formIndex) =>
    form.screens.forEach((_s, screenIndex) => out.push({ formIndex, screenIndex })),
  );
  return out;
}

export function samePos(a: ScreenPos, b: ScreenPos): boolean {
  return a.formIndex === b.formIndex && a.screenIndex === b.screenIndex;
}

export function fieldsAt(forms: readonly TForm[], pos: ScreenPos): TField[] {
  return forms[pos.formIndex]?.screens[pos.screenIndex]?.fields ?? [];
}

/** Constraints and cross-field rules see every answer of the journey, today in GST and the utm source. */
export function screenContext(state: Pick<JourneyState, 'values' | 'today' | 'utmSource'>): ScreenContext {
  return { today: state.today, values: state.values, utm: { source: state.utmSource } };
}

/**
 * A contact value the server masked ('*****1234') stands for the stored one (docs/product/journeys.md 'Cache resets'); so does
 * a masked Emirates ID ('784-****-*****67-1', decision 0021).
 */
export function isMaskedContact(field: TField, value: unknown, cachedEnquiryId: string | null): boolean {
  if (!cachedEnquiryId || typeof value !== 'string') return false;
  if (field.fieldType === 'mobile' || field.fieldType === 'altMobile') return isMaskedMobile(value);
  if (field.inputKind === 'emiratesId') return isMaskedEmiratesId(value);
  return field.trackingId !== undefined && value.includes('*');
}

export function forValidation(state: JourneyState, fields: readonly TField[]): FieldForValidation[] {
  return fields.map((f) => {
    const value = state.values[f.fieldId];
    const masked = isMaskedContact(f, value, state.cachedEnquiryId);
    return {
      fieldId: f.fieldId,
      fieldType: f.fieldType,
      value,
      // A masked contact value is checked by the server against the cached enquiry, not by its pattern here.
      validations: masked ? [] : f.validations,
      constraints: f.constraints ?? null,
      isDirty: state.dirty[f.fieldId] ?? false,
      error: state.errors[f.fieldId],
    };
  });
}

export function isSkippedAt(state: JourneyState, pos: ScreenPos): boolean {
  return isScreenSkipped(forValidation(state, fieldsAt(state.forms, pos)), screenContext(state));
}

function indexOf(list: ScreenPos[], pos: ScreenPos): number {
  return list.findIndex((p) => samePos(p, pos));
}

/** The next screen that is not skipped by its constraints, or null at the end of the journey. */
export function nextPos(state: JourneyState, from: ScreenPos = state.pos): ScreenPos | null {
  const list = screensOf(state.forms);
  for (let i = indexOf(list, from) + 1; i < list.length; i++) {
    const p = list[i];
    if (p && !isSkippedAt(state, p)) return p;
  }
  return null;
}

export function prevPos(state: JourneyState, from: ScreenPos = state.pos): ScreenPos | null {
  const list = screensOf(state.forms);
  for (let i = indexOf(list, from) - 1; i >= 0; i--) {
    const p = list[i];
    if (p && !isSkippedAt(state, p)) return p;
  }
  return null;
}

/** The first screen of `formIndex` (or later) that is not skipped. */
export function firstPosFrom(state: JourneyState, formIndex: number): ScreenPos {
  const list = screensOf(state.forms).filter((p) => p.formIndex >= formIndex);
  return list.find((p) => !isSkippedAt(state, p)) ?? list[0] ?? { formIndex: 0, screenIndex: 0 };
}

/** docs/product/journeys.md: 'On the last screen of a form without error, the form is submitted'. Skipped screens don't count. */
export function isLastScreenOfForm(state: JourneyState): boolean {
  const next = nextPos(state);
  return next === null || next.formIndex !== state.pos.formIndex;
}

/** Validates the current screen with the shared engine (browser: fields valid since their last edit are skipped). */
export function validateScreen(state: JourneyState) {
  return validateFields(forValidation(state, fieldsAt(state.forms, state.pos)), screenContext(state), {
    skipValidDirty: true,
  });
}

/** Answers of a form's fields that are active by their constraints (docs/product/journeys.md: inactive fields are not submitted). */
export function activeValues(state: JourneyState, form: TForm): Record<string, TFieldValue> {
  const out: Record<string, TFieldValue> = {};
  const ctx = screenContext(state);
  for (const screen of form.screens) {
    for (const f of screen.fields) {
      const v = state.values[f.fieldId];
      if (v !== undefined && isFieldActive(f.constraints, ctx)) out[f.fieldId] = v;
    }
  }
  return out;
}
