/**
 * The portal's primary colour: antd's theme (`PortalProvider`), and the installed app's theme colour
 * and icons (`@portal/kit/build`). Plain data, so that the Node-side build can import it too.
 */
export const PORTAL_PRIMARY_COLOR = '#1677ff';

/** The seed of antd's theme (`PortalProvider`); `portal-tokens.ts` holds what antd derives from it. */
export const PORTAL_THEME_SEED = { colorPrimary: PORTAL_PRIMARY_COLOR, borderRadius: 6 } as const;
