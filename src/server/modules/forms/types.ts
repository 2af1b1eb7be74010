import type { LangCode } from '../../../shared/domain/locales';
import type { TFieldOption, TForm, TUserForm } from '../../../shared/contracts/journey';

export type UserFormQuery = {
  productId: number;
  journeyType: number;
  pageTypeId: number;
  language: LangCode;
};

export type StoredForm = {
  form: TForm;
  formKey: string;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  language: LangCode;
  stage: number;
};

/** Form definitions (decision 0008), read by the page renderer, the user-form endpoint and the enquiry service. */
export interface FormsService {
  /** The journey's first form(s) for a product page: `jsonData.userForm`. Falls back to English. */
  getUserForm(q: UserFormQuery): Promise<TUserForm | null>;
  /** One form by key (the next-step url names it). Falls back to English. */
  getForm(formKey: string, language: LangCode): Promise<StoredForm | null>;
  /** The form that follows `formKey` in its journey (stage + 1), if any. */
  getNextForm(formKey: string, language: LangCode): Promise<StoredForm | null>;
  /** The options a field's optionsSource url serves (filled placeholders), or null when it serves none. */
  resolveOptions(url: string, language: LangCode): Promise<TFieldOption[] | null>;
  /** The `{min, max}` a field's rangeSource url serves (filled placeholders), or null when it serves none. */
  resolveRange(url: string): Promise<{ min: number; max: number } | null>;
}
