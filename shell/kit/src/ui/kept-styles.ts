import { createCache, extractStyle } from '@ant-design/cssinjs';
import { KEPT_STYLES_KEY, type KeptStyle } from './restore-kept-styles.js';

/** The cache of the styles antd made in this page (`PortalProvider` gives it to antd). */
export const portalStyleCache = createCache();

/**
 * Keeps the styles antd made so far, with its map of which is which, for the next opening
 * (`restoreKeptStyles`). A full storage only means the next opening makes them again.
 */
export function keepStyles(): void {
  const template = document.createElement('template');
  template.innerHTML = extractStyle(portalStyleCache);
  const kept: KeptStyle[] = Array.from(template.content.querySelectorAll('style'), (style) => ({
    attributes: Array.from(style.attributes, (attribute): [string, string] => [attribute.name, attribute.value]),
    css: style.textContent ?? '',
  }));
  try {
    globalThis.localStorage?.setItem(KEPT_STYLES_KEY, JSON.stringify(kept));
  } catch {
    console.warn('portal: the styles could not be kept locally');
  }
}
