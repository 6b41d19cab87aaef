/**
 * antd's styles of the last visit, put back before antd renders. antd makes each component's CSS in
 * the page at its first render (CSS-in-JS), which on a slow phone costs hundreds of milliseconds at
 * every opening. The styles it made are kept in the browser (`keepStyles`) with antd's own map of
 * which style is which; antd, finding a style already in the page under the same key, uses it as it
 * is. A key embeds the theme's tokens and antd's version: another antd or theme makes its styles anew.
 * This file needs no antd: the shell calls it before loading the UI library.
 */
export const KEPT_STYLES_KEY = 'portal.antd-styles';

export type KeptStyle = { attributes: [string, string][]; css: string };

function isKeptStyle(value: unknown): value is KeptStyle {
  if (!value || typeof value !== 'object') return false;
  const { attributes, css } = value as Partial<KeptStyle>;
  return (
    typeof css === 'string' &&
    Array.isArray(attributes) &&
    attributes.every((pair) => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
  );
}

/** Puts the kept styles at the head of the page (where antd puts its own), if there are any. */
export function restoreKeptStyles(): void {
  let kept: unknown;
  try {
    kept = JSON.parse(globalThis.localStorage?.getItem(KEPT_STYLES_KEY) ?? 'null');
  } catch {
    return;
  }
  if (!Array.isArray(kept)) return;
  const styles = document.createDocumentFragment();
  for (const entry of kept) {
    if (!isKeptStyle(entry)) continue;
    const style = document.createElement('style');
    // Only antd's marks (data-css-hash, data-rc-order…): nothing else is set from what was stored.
    for (const [name, value] of entry.attributes) if (name.startsWith('data-')) style.setAttribute(name, value);
    style.textContent = entry.css;
    styles.append(style);
  }
  document.head.prepend(styles);
}
