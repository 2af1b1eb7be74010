import { useState } from 'react';

/**
 * The visitor's number on the quotes page (decisions 0017 and 0028): the enquiry's proved number (masked) as the
 * server holds it, the 'Save your results' dialog, the 'these are mine' claim of results named by the address,
 * and a results link's reference this device may not read yet. The list fetch fills the first three in.
 */
export type SaveNumber = ReturnType<typeof useSaveNumber>;

export function useSaveNumber() {
  /** null: not proved yet. */
  const [maskedMobile, setMaskedMobile] = useState<string | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  /** The enquiry named by the address that this device may not read yet. */
  const [claimId, setClaimId] = useState<string | null>(null);
  const [claimOpen, setClaimOpen] = useState(false);
  /** A results link's reference: the number and its code come before anything of it shows (decision 0028). */
  const [linkRef, setLinkRef] = useState<string | null>(null);
  return {
    maskedMobile,
    setMaskedMobile,
    saveOpen,
    setSaveOpen,
    claimId,
    setClaimId,
    claimOpen,
    setClaimOpen,
    linkRef,
    setLinkRef,
  };
}
