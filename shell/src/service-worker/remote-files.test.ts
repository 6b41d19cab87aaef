import { describe, expect, it } from 'vitest';
import { isScreensKeptNote, REMOTE_MANIFEST, remoteFiles, screensKeptNote } from './remote-files.js';

const MANIFEST_URL = 'https://terrain.example.fr/v2/mf-manifest.json';
/** A remote's manifest as rspack's federation plugin writes it (the parts read here). */
const manifest = {
  id: 'mf_field',
  name: 'mf_field',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'antd', assets: { js: { sync: ['antd.1a2b3c4d.js'], async: [] } } }],
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['__federation_expose_routes.2ac1e97d.js'], async: ['9864.9db05a74.js', 'map.1234abcd.js'] },
        css: { sync: [], async: ['map.5678ef90.css'] },
      },
    },
    // A chunk two exposed modules load is listed under each.
    { name: 'badge', assets: { js: { sync: ['9864.9db05a74.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe("a remote's screens, kept for offline use", () => {
  it('knows a manifest by its name', () => {
    expect(REMOTE_MANIFEST.test(new URL(MANIFEST_URL).pathname)).toBe(true);
    expect(REMOTE_MANIFEST.test('/remoteEntry.js')).toBe(false);
  });

  it('notes the screens kept whole beside the manifest, under an address of its own', () => {
    const note = screensKeptNote(MANIFEST_URL);
    expect(note).toBe('https://terrain.example.fr/v2/mf-manifest.json?portal-screens-kept=1');
    expect(isScreensKeptNote(note)).toBe(true);
    expect(isScreensKeptNote(MANIFEST_URL)).toBe(false);
  });

  it("lists every file of its exposed screens once, beside its manifest, without the shared libraries'", () => {
    expect(remoteFiles(MANIFEST_URL, manifest)).toEqual([
      'https://terrain.example.fr/v2/__federation_expose_routes.2ac1e97d.js',
      'https://terrain.example.fr/v2/9864.9db05a74.js',
      'https://terrain.example.fr/v2/map.1234abcd.js',
      'https://terrain.example.fr/v2/map.5678ef90.css',
    ]);
  });

  it('reads them under a public path set at build time', () => {
    const elsewhere = { ...manifest, metaData: { publicPath: 'https://cdn.example.fr/terrain/' } };
    expect(remoteFiles(MANIFEST_URL, elsewhere)[0]).toBe(
      'https://cdn.example.fr/terrain/__federation_expose_routes.2ac1e97d.js',
    );
  });

  it('lists nothing, or only the names it can read, for what is not a manifest', () => {
    expect(remoteFiles(MANIFEST_URL, { exposes: 'none' })).toEqual([]);
    expect(remoteFiles(MANIFEST_URL, null)).toEqual([]);
    expect(remoteFiles(MANIFEST_URL, { exposes: [null, { assets: { js: { sync: [3, 'a.12345678.js'] } } }] })).toEqual([
      'https://terrain.example.fr/v2/a.12345678.js',
    ]);
  });
});
