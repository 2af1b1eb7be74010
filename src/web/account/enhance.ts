/** The account page loads its module (plain TypeScript, no React) only on that page. */
export function enhanceAccountPage(root: HTMLElement): void {
  void import('./account-page').then((m) => m.mountAccount(root));
}

/** The schedule's Print button (decision 0088): shown once it can work, it opens the browser's print dialog. */
export function enhancePrintButton(button: HTMLElement): void {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
