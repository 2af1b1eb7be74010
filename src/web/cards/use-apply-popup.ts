import { useCallback, useState } from 'react';
import type { TUserForm } from '../../shared/contracts/journey';
import type { LangCode } from '../../shared/domain/locales';

type Applying = {
  userForm: TUserForm;
  Popup: (typeof import('./apply-popup'))['ApplyPopup'];
};

/**
 * 'Apply Now' in a popup (docs/product/cards.md): the popup's chunk and the application form are loaded first,
 * and nothing opens when the form cannot be loaded.
 */
export function useApplyPopup(lang: LangCode) {
  const [applying, setApplying] = useState<Applying | null>(null);
  const openApply = useCallback(
    async (planId: number) => {
      const mod = await import('./apply-popup');
      const userForm = await mod.loadApplyForm(lang, planId);
      if (userForm) setApplying({ userForm, Popup: mod.ApplyPopup });
    },
    [lang],
  );
  return { applying, openApply, closeApply: () => setApplying(null) };
}
