import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { appConfig, outDirOf, type BuildOptions, type FrontendApp } from './app-config.js';
import { writePwaFiles } from './pwa/write-pwa-files.js';

/**
 * Builds one front end into its `dist/` (or `outDir`); rejects with rspack's errors. An installable
 * app (`pwa`) then gets its manifest, icons and service worker.
 */
export async function buildApp(app: FrontendApp, rootDir: string, options: BuildOptions = {}): Promise<{ ms: number }> {
  const started = performance.now();
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const compiler = rspack(appConfig(app, rootDir, mode, options));
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      if (error || !result) reject(error ?? new Error('rspack gave no result'));
      else resolve(result);
    });
  });
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(`${app.dir}: build failed\n${stats.toString({ all: false, errors: true })}`);
  }
  if (app.pwa) {
    await writePwaFiles({
      pwa: app.pwa,
      appDir: path.join(rootDir, app.dir),
      outDir: outDirOf(app, rootDir, options),
      mode,
    });
  }
  return { ms: Math.round(performance.now() - started) };
}
