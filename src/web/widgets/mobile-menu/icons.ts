/** The toggle's two icons (hamburger, cross): the server renders `open`, the enhancer swaps them. */
export const MENU_ICON = {
  open: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
} as const;
