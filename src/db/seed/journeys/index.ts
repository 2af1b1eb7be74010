import { ZForm, type TForm } from '../../../shared/contracts/journey';
import { ctxFor, type JourneyDef, type SeedLang } from './build';
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

export const SEED_LANGS: readonly SeedLang[] = ['en', 'ar'];

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
 * 0014), in every seeded language, parsed by ZForm.
 */
export function formSeeds(
  journeys: readonly JourneyDef[] = [...JOURNEYS, ...HIDDEN_FORMS, ...SAVE_QUOTES_HIDDEN_FORMS],
): TFormSeed[] {
  const rows: TFormSeed[] = [];
  for (const j of journeys) {
    for (const language of SEED_LANGS) {
      for (const input of j.forms(ctxFor(language))) {
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
