/** The account page loads its module (plain TypeScript, no React) only on that page. */
export function enhanceAccountPage(root: HTMLElement): void {
  void import('./account-page').then((m) => m.mountAccount(root));
}
