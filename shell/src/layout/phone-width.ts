/** ProLayout's phone breakpoint, kept for the portal's own phone layout: below it the menu is a drawer. */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

export const isPhoneWidth = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
