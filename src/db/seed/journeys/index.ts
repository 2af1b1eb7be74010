import { ZForm, type TForm } from '../../../shared/contracts/journey';
import { LANG_CODES } from '../../../shared/domain/locales';
import { MissingTexts } from '../data/texts';
import { formsIn, type JourneyDef, type SeedLang } from './build';
import { carJourney } from './car';
import { healthJourney } from './health';
import { travelJourney } from './travel';
import { termJourney } from './term';
import { personalLoanJourney } from './personal-loan';
import { LIGHTER_JOURNEYS } from './lighter';
import { HIDDEN_FORMS } from './quote-options';
import { QUOTES_FIRST_JOURNEYS, SAVE_QUOTES_HIDDEN_FORMS } from './quotes-first';

/** Every seeded journey (decision 0008). */
export const JOURNEYS: readonly JourneyDef[] = [
  carJourney,
  healthJourney,
  travelJourney,
  termJourney,
  personalLoanJourney,
  ...LIGHTER_JOURNEYS,
  ...QUOTES_FIRST_JOURNEYS,
];

export type TFormSeed = {
  formKey: string;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  language: SeedLang;
  stage: number;
  definition: TForm;
};

/**
 * The rows the seed writes: every form of every journey, and the hidden forms of the quotes page (decision
 * 0014), in every language of LOCALES, parsed by ZForm. A journey whose texts are incomplete in a language is
 * not seeded in it (FormsService then serves English) and each text it lacks is reported in `missing` once.
 */
export function formSeeds(
  journeys: readonly JourneyDef[] = [...JOURNEYS, ...HIDDEN_FORMS, ...SAVE_QUOTES_HIDDEN_FORMS],
  missing: MissingTexts = new MissingTexts(),
): TFormSeed[] {
  const rows: TFormSeed[] = [];
  const reported = new Set<string>();
  for (const j of journeys) {
    for (const language of LANG_CODES) {
      const lacking = new MissingTexts();
      const inputs = formsIn(j, language, lacking);
      for (const m of lacking.items) {
        const id = `${m.lang}|${m.file}|${m.key}`;
        if (!reported.has(id)) missing.add(m);
        reported.add(id);
      }
      if (lacking.items.length > 0) continue;
      for (const input of inputs) {
        const definition = ZForm.parse(input);
        rows.push({
          formKey: definition.formKey,
          productId: j.productId,
          journeyType: j.journeyType,
          pageTypeId: j.pageTypeId,
          language,
          stage: definition.stage,
          definition,
        });
      }
    }
  }
  return rows;
}
