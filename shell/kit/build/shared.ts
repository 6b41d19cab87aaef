import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The version a package has in this install (what every build shares and requires exactly). */
function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * Modules every front end shares as singletons: one React tree, one router, one antd theme, one
 * query cache, one session (the kit) across the shell and the remotes. `strictVersion` makes a
 * remote built against another major refuse to load instead of silently using the host's copy.
 *
 * `@ant-design/icons` is not among them: shared, it is one module of all ~800 icons (750 kB) that the
 * portal's first load had to evaluate; each build now keeps only the icons it uses. Icons hold no
 * state of their own worth sharing (antd itself bundles the ones it needs by deep import).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'antd',
  '@ant-design/pro-components',
  '@tanstack/react-query',
  'dayjs',
  'zod',
] as const;

/**
 * Our own kit is shared too (one session, one query cache), at the workspace version: its root and
 * its core (`@portal/kit/core`: what needs no antd, which the root re-exports), each a singleton, so
 * that a screen importing only the core (a phone's first screen) shares the same session. Any other
 * subpath, such as `@portal/kit/map` (OpenLayers), is bundled by the remote that imports it, in the
 * lazy chunk of its map, and never reaches the shell's first load.
 *
 * `@portal/contracts` is not shared: it holds no state worth sharing (schemas, constants, French
 * texts; zod itself is shared), and shared it was one module of every schema of every domain that the
 * first load had to build (about a fifth of a phone's work before its first screen). Each build now
 * keeps the contracts files it imports (`sideEffects` in its package.json lets the bundler leave the
 * others out).
 */
const WORKSPACE = ['@portal/kit', '@portal/kit/core'] as const;

type SharedEntry = { singleton: true; strictVersion: boolean; requiredVersion: string; version?: string };

export function sharedModules(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    const major = version.split('.')[0] ?? '0';
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${major}.0.0` };
  }
  // Deep imports of React must come from the same copy as React itself.
  for (const deep of ['react/jsx-runtime', 'react-dom/client']) {
    shared[deep] = { singleton: true, strictVersion: false, requiredVersion: '^19.0.0' };
  }
  for (const name of WORKSPACE) {
    shared[name] = { singleton: true, strictVersion: false, requiredVersion: '^0.1.0', version: '0.1.0' };
  }
  return shared;
}
