/** The callback card loads its module (plain TypeScript, no React) only on pages that have one. */
export function enhanceCustomerCallback(root: HTMLElement): void {
  void import('./form').then((m) => m.mountCustomerCallback(root));
}
