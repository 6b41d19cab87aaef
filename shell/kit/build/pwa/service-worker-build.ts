import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { precacheFiles, precacheVersion } from './precache.js';
import { SERVICE_WORKER_FILE } from './pwa-options.js';

export type ServiceWorkerBuild = { version: string; precache: string[] };

/**
 * Bundles the service worker (`entry`, from `appDir`) into `outDir/sw.js` once the page's files are
 * there: the list of files to precache and the version made of them are baked in as
 * `PORTAL_SW_PRECACHE` and `PORTAL_SW_VERSION`.
 */
export async function buildServiceWorker(options: {
  appDir: string;
  entry: string;
  outDir: string;
  mode: 'production' | 'development';
}): Promise<ServiceWorkerBuild> {
  const precache = await precacheFiles(options.outDir);
  const version = await precacheVersion(options.outDir, precache);
  const compiler = rspack({
    mode: options.mode,
    context: options.appDir,
    target: 'webworker',
    entry: { sw: options.entry },
    devtool: false,
    output: { path: options.outDir, filename: SERVICE_WORKER_FILE, publicPath: '', clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        PORTAL_SW_VERSION: JSON.stringify(version),
        PORTAL_SW_PRECACHE: JSON.stringify(precache),
      }),
    ],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      if (error || !result) reject(error ?? new Error('rspack gave no result'));
      else resolve(result);
    });
  });
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(
      `${path.basename(options.appDir)}: service worker build failed\n${stats.toString({ all: false, errors: true })}`,
    );
  }
  return { version, precache };
}
