/** Talk-to-expert loads its module (plain TypeScript, no React) only on pages that show the form. */
export function enhanceTalkToExpert(root: HTMLElement): void {
  void import('./form').then((m) => m.mountTalkToExpert(root));
}
