/** A remote's manifest, as Module Federation writes it (`mf-manifest.json`). */
export const REMOTE_MANIFEST = /\/mf-manifest\.json$/;

const SCREENS_KEPT = 'portal-screens-kept';

/**
 * Where the worker notes that every file of a remote's manifest is kept: beside the manifest in the
 * run-time cache, under the manifest's address with a query (not a fragment: the Cache API ignores
 * fragments, the note would be the manifest's copy), its text as body.
 */
export function screensKeptNote(manifestUrl: string): string {
  const note = new URL(manifestUrl);
  note.searchParams.set(SCREENS_KEPT, '1');
  return note.href;
}

export function isScreensKeptNote(url: string): boolean {
  return new URL(url).searchParams.has(SCREENS_KEPT);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The files of one asset kind (`js`, `css`) of an exposed module, loaded at once or on demand. */
function assetFiles(kind: unknown): string[] {
  if (typeof kind !== 'object' || kind === null) return [];
  const { sync, async } = kind as { sync?: unknown; async?: unknown };
  return [...strings(sync), ...strings(async)];
}

/**
 * Every file of the screens a remote exposes, as absolute addresses: their code and styles, the
 * chunks their pages load on demand included (a dialog, the map, what a route's `preload` asks),
 * which a screen opened online may never have loaded. The libraries it shares are left out: the
 * shell's copies are the ones used. Relative to the manifest's folder when the public path is
 * `auto`. Empty when the manifest is not one.
 */
export function remoteFiles(manifestUrl: string, manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as { metaData?: { publicPath?: unknown }; exposes?: unknown };
  if (!Array.isArray(exposes)) return [];
  const publicPath = metaData?.publicPath;
  const base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const files = exposes.flatMap((expose: { assets?: { js?: unknown; css?: unknown } } | null) => [
    ...assetFiles(expose?.assets?.js),
    ...assetFiles(expose?.assets?.css),
  ]);
  return [...new Set(files.map((file) => new URL(file, base).href))];
}
