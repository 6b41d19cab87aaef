import { ICON_SIZES, iconFile, type PwaOptions } from './pwa-options.js';

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
};

/**
 * The web app manifest, in French. Every address is relative to the manifest, which sits beside the
 * page: the installed app opens the portal's root wherever the shell is deployed. The icons' emblem
 * stays inside the centre circle a mask may cut, so the largest one also serves as the maskable icon.
 */
export function webAppManifest(options: PwaOptions): WebAppManifest {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: iconFile(size),
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  });
  return {
    id: './',
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: 'fr',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: options.backgroundColor,
    theme_color: options.themeColor,
    icons: [...ICON_SIZES.map((size) => icon(size, 'any')), icon(Math.max(...ICON_SIZES), 'maskable')],
  };
}
