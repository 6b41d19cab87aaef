import { defineConfig } from 'vitest/config';

/**
 * Four projects: `node` (services, contracts, system tests against real PostgreSQL and NATS),
 * `dom` (the front ends' component tests in happy-dom), `battery` (deploy/battery: attacks and outages on
 * the real services) and `e2e` (journeys through the built portal:
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
          // The files of a worker share its modules (each test file starts its own services, databases
          // and NATS): the services' code is imported once per worker rather than once per file.
          isolate: false,
          include: ['{contracts,svc-*,deploy}/**/*.test.ts', 'shell/kit/build/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'deploy/e2e/**', 'deploy/battery/**/*.battery.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // As in `node`: the files of a worker share their modules (antd, pro-components and the
          // kit loaded once per worker, not once per file: the project ran in 411 s alone, 228 s so).
          // Module-level stores are reset by the tests that use them.
          isolate: false,
          include: ['{shell,mf-*}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'shell/kit/build/**'],
          environment: 'happy-dom',
          setupFiles: ['shell/kit/test/setup-dom.ts'],
        },
      },
      {
        // The security, reliability and operability battery (deploy/battery): fast counts in
        // `npm test`, the full ones with `npm run battery` (BATTERY_SCALE=full).
        extends: true,
        test: {
          name: 'battery',
          include: ['deploy/battery/**/*.battery.test.ts'],
          // After the other projects. The full counts run one file at a time: each measures the
          // services under a load of its own, which another file's load on the same two cores would
          // distort. The fast counts of `npm test` prove behaviour, not speed: two files at a time.
          fileParallelism: process.env.BATTERY_SCALE !== 'full',
          sequence: { groupOrder: 1 },
          testTimeout: process.env.BATTERY_SCALE === 'full' ? 6 * 3600_000 : 300_000,
          hookTimeout: 600_000,
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
