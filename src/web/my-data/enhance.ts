/** "Who has my number" loads its module (plain TypeScript, no React) only on that page. */
export function enhanceMyDataPage(root: HTMLElement): void {
  void import('./my-data-page').then((m) => m.mountMyData(root));
}
