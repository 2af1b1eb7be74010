/** Business constants (docs/product/errors-and-limits.md) used by the shell. */
export const MOBILE_BREAKPOINT_PX = 992;
export const LOGO_SIZE = { width: 165, height: 26 } as const;

/** Demo app store listings (fictional app ids). */
export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=ae.sahelcompare.demo',
  ios: 'https://apps.apple.com/ae/app/sahel-compare-demo/id0000000000',
} as const;
