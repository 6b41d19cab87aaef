/** What makes a front end an installable app with a service worker (only the shell is one). */
export type PwaOptions = {
  /** The installed app's name: the product name the page shows. */
  name: string;
  shortName: string;
  /** One French sentence, shown by the browser's install dialog. */
  description: string;
  /** The toolbar's and the icons' colour (the theme's primary colour). */
  themeColor: string;
  /** The splash screen's colour while the app starts. */
  backgroundColor: string;
  /** The service worker's entry, from the app's folder; built to `sw.js` beside the page. */
  serviceWorker: string;
};

/** The icons written beside the page, by their side in pixels. */
export const ICON_SIZES = [192, 512] as const;

export const iconFile = (size: number) => `icon-${size}.png`;

export const MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';

/** The tags the page's `<head>` gets: the manifest, the theme colour and the icons. */
export function pwaHeadTags(options: PwaOptions): string {
  return [
    `<meta name="theme-color" content="${options.themeColor}">`,
    `<link rel="manifest" href="${MANIFEST_FILE}">`,
    `<link rel="icon" type="image/png" sizes="192x192" href="${iconFile(192)}">`,
    `<link rel="apple-touch-icon" href="${iconFile(192)}">`,
  ].join('');
}
