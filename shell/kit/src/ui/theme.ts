/**
 * The portal's primary colour: antd's theme (`PortalProvider`), and the installed app's theme colour
 * and icons (`@portal/kit/build`). Plain data, so that the Node-side build can import it too.
 */
export const PORTAL_PRIMARY_COLOR = '#1677ff';
