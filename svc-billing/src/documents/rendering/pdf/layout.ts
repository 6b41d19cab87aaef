/** The page of every document: A4 portrait in points, its margins, sizes and colours. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 40,
  right: 555.28,
  top: 40,
  /** Where the body stops: the footer lives below. */
  bodyBottom: 841.89 - 70,
  footerTop: 841.89 - 52,
} as const;

export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export const FONT_SIZE = {
  title: 16,
  partyName: 11,
  text: 9,
  small: 7.5,
} as const;

export const COLOR = {
  text: '#1f2328',
  muted: '#5f6368',
  rule: '#c8ccd0',
  band: '#eef1f4',
} as const;
