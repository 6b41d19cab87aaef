import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { pwaHeadTags, type PwaOptions } from './pwa/pwa-options.js';
import { sharedModules } from './shared.js';

/** Bundled into each front end's federation runtime: the shared modules' versions checked cheaply. */
const CARET_SHARES_PLUGIN = fileURLToPath(new URL('./caret-shares-plugin.ts', import.meta.url));

/** Where the files go (default `<app>/dist`) and the label baked in (default PORTAL_BUILD_LABEL or the time). */
export type BuildOptions = { outDir?: string; buildLabel?: string };

export type FrontendApp = {
  /** The workspace folder (`shell`, `mf-planning`…). */
  dir: string;
  /** The federation name: a JS identifier (`shell`, `mf_planning`…). */
  federationName: string;
  /** The page title of its own HTML entry (the shell, or the remote's standalone page). */
  title: string;
  /** What a remote exposes to the shell (the shell exposes nothing). */
  exposes?: Record<string, string>;
  /** An installable app with a service worker (the shell): manifest, icons and `sw.js` beside the page. */
  pwa?: PwaOptions;
};

/** Where a build of the front end goes. */
export function outDirOf(app: FrontendApp, rootDir: string, options: BuildOptions = {}): string {
  return options.outDir ?? path.join(rootDir, app.dir, 'dist');
}

/**
 * The rspack configuration of one front end: TypeScript/JSX through SWC, one HTML entry, Module
 * Federation with the shared singletons, a `mf-manifest.json`, `publicPath: 'auto'` so the files
 * work from whatever origin serves them. `PORTAL_BUILD_LABEL` is baked in (shown on the screens it
 * names) so that a redeploy can be told from the previous build.
 */
export function appConfig(
  app: FrontendApp,
  rootDir: string,
  mode: 'production' | 'development',
  options: BuildOptions = {},
): Configuration {
  const outDir = outDirOf(app, rootDir, options);
  const buildLabel = options.buildLabel ?? process.env.PORTAL_BUILD_LABEL ?? new Date().toISOString().slice(0, 16);
  const appDir = path.join(rootDir, app.dir);
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: app.federationName,
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      // The builds run under tsx, whose esbuild keeps function names with a `__name` helper; the
      // federation runtime code rspack generates from its own functions' source then calls it.
      new rspack.BannerPlugin({ banner: 'var __name = function (fn) { return fn; };', raw: true, entryOnly: true }),
      // The pages' Content-Security-Policy has no 'unsafe-eval': zod would probe `new Function` to
      // compile its object parsers, and the browser reports that probe as a violation even though zod
      // catches it. Set before any module runs, for whichever copy of zod loads.
      new rspack.BannerPlugin({
        banner: '(globalThis.__zod_globalConfig ??= {}).jitless = true;',
        raw: true,
        entryOnly: true,
      }),
      new rspack.HtmlRspackPlugin({
        title: app.title,
        templateContent: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${app.title}</title>${app.pwa ? pwaHeadTags(app.pwa) : ''}</head><body style="margin:0"><div id="root"></div></body></html>`,
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        PORTAL_BUILD_LABEL: JSON.stringify(buildLabel),
      }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: sharedModules(),
        // The host's singletons are loaded first and win; with 'version-first' the runtime would fetch
        // every registered remote before sharing anything, so one remote down would stop the portal.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: [CARET_SHARES_PLUGIN],
      }),
    ],
    performance: { hints: false },
    // PORTAL_BUILD_READABLE=1: not minified, modules and chunks named by their path, for reading a
    // profile (deploy/bench/field-screen.ts, BENCH_PROFILE).
    optimization: {
      splitChunks: { chunks: 'async' },
      ...(process.env.PORTAL_BUILD_READABLE === '1'
        ? { minimize: false, moduleIds: 'named' as const, chunkIds: 'named' as const }
        : {}),
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
