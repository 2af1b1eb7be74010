/** Sun while dark (the toggle leads to light), moon while light: one path each, so the enhancer swaps `d`. */
export const THEME_ICON = {
  dark: 'M7 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0z',
  light: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
} as const;
