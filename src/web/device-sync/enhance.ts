/** The device-sync icon (decision 0109): its dialog's code loads on the first press only. */
export function enhanceDeviceSync(root: HTMLElement): void {
  let opening = false;
  root.addEventListener('click', () => {
    if (opening) return;
    opening = true;
    import('./dialog')
      .then((m) => m.openDeviceSync(root))
      .catch(() => undefined)
      .finally(() => (opening = false));
  });
}
