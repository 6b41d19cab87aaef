import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

export type BannerInfo = {
  portalUrl: string;
  portalStarted: boolean;
  services: { name: string; url: string; started: boolean }[];
  postgres: string;
  nats: string;
  mail: string;
  stripe: string;
  seeded: boolean;
  startedInMs: number;
};

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** The summary printed once everything is up: where to go, what runs, and how to log in. */
export function renderBanner(info: BannerInfo): string {
  const portal = info.portalStarted
    ? `Portail : ${info.portalUrl}`
    : `Portail : ${info.portalUrl} (arrive avec le ticket portail)`;
  const lines = [
    '',
    '='.repeat(78),
    `  ${portal}`,
    '',
    '  APIs',
    ...table(
      info.services.map((service) => [service.name, service.started ? service.url : `${service.url} (not started)`]),
    ).map((line) => `    ${line}`),
    '',
    '  Infrastructure',
    `    PostgreSQL  ${info.postgres}`,
    `    NATS        ${info.nats}`,
    `    Mail        ${info.mail}`,
    `    Stripe      ${info.stripe}`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD})${info.seeded ? '' : ' - NOT LOADED: the identity seed did not run'}`,
    ...table([
      ['login', 'role', 'agency'],
      ...DEMO_ACCOUNTS.map((account) => [account.login, account.role, account.agency]),
    ]).map((line) => `    ${line}`),
    '',
    `  Started in ${(info.startedInMs / 1000).toFixed(1)}s. Ctrl-C stops everything.`,
    '='.repeat(78),
    '',
  ];
  return lines.join('\n');
}
