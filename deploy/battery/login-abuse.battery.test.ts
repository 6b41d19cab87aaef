import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { inParallel, send, type Answer } from './http.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';

/**
 * Identity runs as deployed behind a proxy (127.0.0.1, where the battery's calls come from, is
 * TRUSTED_PROXIES): each call carries the X-Forwarded-For the proxy would pass on, the attacker's
 * own forged hops first and, last, the address the proxy saw.
 */
const PROXY = '127.0.0.1';
const ATTACKERS = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14'];
const RIGHTFUL_ADDRESS = '198.51.100.20';
const VICTIMS = [
  'proprietaire@vigie-demo.fr',
  'planificateur@vigie-demo.fr',
  'comptable@vigie-demo.fr',
  'agent@vigie-demo.fr',
  'agent2@vigie-demo.fr',
];
/** Never attacked: logs in from the address the attacker forges most. */
const BYSTANDER = 'proprietaire@horizon-demo.fr';

const ATTEMPTS = atScale({ fast: 400, full: 10_000 });

let system: BatterySystem;
beforeAll(async () => {
  system = await startBatterySystem({ serviceEnv: { identity: { TRUSTED_PROXIES: PROXY } } });
}, 300_000);
afterAll(async () => system?.stop());

const logIn = (email: string, password: string, forwardedFor: string, deviceProof?: string) =>
  send({
    method: 'POST',
    url: `${system.urls.identity}/login_check`,
    json: { username: email, password, ...(deviceProof ? { deviceProof } : {}) },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const proofOf = (answer: Answer) => (answer.json as { device_proof?: string }).device_proof ?? '';

/** The forged hops of attempt `n`: random addresses, the rightful user's, or garbage. */
function forgedHops(n: number): string {
  const random = `${(n * 7) % 223}.${(n * 13) % 256}.${(n * 31) % 256}.${(n % 254) + 1}`;
  return [random, RIGHTFUL_ADDRESS, 'unknown', `10.0.${n % 256}.1`][n % 4] ?? random;
}

describe('login abuse', () => {
  test('attempts across accounts with forged X-Forwarded-For: throttled, 0 successes, the rightful user still gets in', async () => {
    // The owners of two attacked accounts logged in from their devices before the attack.
    const ownersDevice = proofOf(await logIn(VICTIMS[0] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS));
    const plannersDevice = proofOf(await logIn(VICTIMS[1] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS));
    expect([ownersDevice.length, plannersDevice.length]).toEqual([43, 43]);

    const statuses = new Map<number, number>();
    let done = 0;
    const started = performance.now();
    const attack = inParallel(
      Array.from({ length: ATTEMPTS }, (_, n) => n),
      16,
      async (n) => {
        // Victims and unknown e-mails in turn, each with its own wrong password.
        const email = n % 6 === 5 ? `inconnu.${n % 50}@vigie-demo.fr` : (VICTIMS[n % 5] ?? '');
        const attacker = ATTACKERS[n % ATTACKERS.length] ?? '';
        const answer = await logIn(email, `Devine-${n}a`, `${forgedHops(n)}, ${attacker}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        done += 1;
      },
    );

    // Midway through the attack, the rightful users.
    while (done < ATTEMPTS / 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const during = {
      ownerWithDevice: (await logIn(VICTIMS[0] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS, ownersDevice)).status,
      plannerWithDevice: (await logIn(VICTIMS[1] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS, plannersDevice)).status,
      bystanderFromForgedAddress: (await logIn(BYSTANDER, DEMO_PASSWORD, RIGHTFUL_ADDRESS)).status,
    };
    await attack;
    const attackMs = performance.now() - started;

    // A victim on a device never seen: held back for minutes at most, and told how long — or let in
    // at once when the attack's last guess on his account is older than its wait (the attackers'
    // own addresses wait longer and longer, so their guesses on one account thin out).
    const newDevice = await logIn(VICTIMS[2] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS);
    const ownerAfter = (await logIn(VICTIMS[0] ?? '', DEMO_PASSWORD, RIGHTFUL_ADDRESS, ownersDevice)).status;

    const recorded = await system.superusers.identity<{ ip: string; failures: number }[]>`
      select ip, count(*)::int as failures from login_failures group by ip order by ip`;
    const checksReached = statuses.get(401) ?? 0;
    const attackSeconds = attackMs / 1000;
    // Per attacker address: its free failures, then one more each time its doubling wait elapses.
    const boundPerAddress = 20 + Math.ceil(Math.log2(attackSeconds + 1)) + 1;
    reportFigure(
      'Login abuse',
      `${count(ATTEMPTS)} attempts in ${seconds(attackMs)} from ${ATTACKERS.length} addresses with forged hops: ` +
        `${statuses.get(200) ?? 0} succeeded, ${count(checksReached)} reached the password check, ` +
        `${count(statuses.get(429) ?? 0)} throttled (429); rightful users with their device: ` +
        `${during.ownerWithDevice}/${during.plannerWithDevice}, bystander at the forged address: ` +
        `${during.bystanderFromForgedAddress}, a victim on a new device: ${newDevice.status} ` +
        `(Retry-After ${newDevice.headers.get('retry-after')} s)`,
    );

    expect(statuses.get(200) ?? 0).toBe(0);
    expect([...statuses.keys()].sort()).toEqual([401, 429]);
    expect(checksReached).toBeLessThanOrEqual(ATTACKERS.length * boundPerAddress);
    // Only the addresses the proxy saw were counted: no forged hop became a bucket of its own.
    expect(recorded.map((row) => row.ip).filter((ip) => !ATTACKERS.includes(ip))).toEqual([]);
    expect(during).toEqual({ ownerWithDevice: 200, plannerWithDevice: 200, bystanderFromForgedAddress: 200 });
    expect(ownerAfter).toBe(200);
    expect([200, 429]).toContain(newDevice.status);
    if (newDevice.status === 429) expect(Number(newDevice.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
  }, 900_000);
});
