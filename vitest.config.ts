import { defineConfig } from 'vitest/config';

/**
 * Three projects: `node` (services, contracts, system tests against real PostgreSQL and NATS),
 * `dom` (the front ends' component tests in happy-dom) and `e2e` (journeys through the built portal:
 * the services, the shell and the remotes on their own origins, Chromium driven by playwright-core).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{contracts,svc-*,deploy}/**/*.test.ts', 'shell/kit/build/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'deploy/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['{shell,mf-*}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'shell/kit/build/**'],
          environment: 'happy-dom',
          setupFiles: ['shell/kit/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['deploy/e2e/**/*.e2e.test.ts'],
          globalSetup: ['deploy/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
