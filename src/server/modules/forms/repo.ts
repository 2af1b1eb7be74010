import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forms } from '../../../db/schema';

export type FormRow = {
  formKey: string;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  language: string;
  stage: number;
  definition: unknown;
};

const columns = {
  formKey: forms.formKey,
  productId: forms.productId,
  journeyType: forms.journeyType,
  pageTypeId: forms.pageTypeId,
  language: forms.language,
  stage: forms.stage,
  definition: forms.definition,
};

/** SQL for form definitions (decision 0008). Callers pick among the returned languages / page types. */
export function formsRepo(db: Db) {
  return {
    /** The rows of one form key in any of `languages`. */
    async byKey(formKey: string, languages: readonly string[]): Promise<FormRow[]> {
      return db
        .select(columns)
        .from(forms)
        .where(and(eq(forms.formKey, formKey), inArray(forms.language, [...languages])));
    },

    /** The rows of one journey stage for any of `pageTypeIds` and `languages`. */
    async byStage(q: {
      productId: number;
      journeyType: number;
      pageTypeIds: readonly number[];
      languages: readonly string[];
      stage: number;
    }): Promise<FormRow[]> {
      return db
        .select(columns)
        .from(forms)
        .where(
          and(
            eq(forms.productId, q.productId),
            eq(forms.journeyType, q.journeyType),
            inArray(forms.pageTypeId, [...q.pageTypeIds]),
            inArray(forms.language, [...q.languages]),
            eq(forms.stage, q.stage),
          ),
        );
    },
  };
}

export type FormsRepo = ReturnType<typeof formsRepo>;
