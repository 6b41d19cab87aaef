import { OPEN_ACCESS } from '@portal/service-kit/testing/tokens';
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import {
  ALL_RIGHTS,
  AgencySchema,
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  type AccessClaims,
} from '@portal/contracts';
import { send, sendExpecting } from '../http.js';
import type { BatterySystem } from './battery-system.js';
import { OBJECT_KINDS, createAgencyObjects, type AgencyObjects } from './agency-objects.js';

/** The members of an agency the battery acts as; support has altered into the agency. */
export const AGENCY_CALLER_ROLES = ['owner', 'staff', 'agent', 'customer', 'support'] as const;
export type AgencyCallerRole = (typeof AGENCY_CALLER_ROLES)[number];

export type AgencyWorld = {
  key: string;
  id: string;
  /** A token of each role acting in the agency; staff holds every right. */
  callers: Record<AgencyCallerRole, string>;
  /** The claims behind each caller's token (the support one is identity's own alter token). */
  claims: Record<Exclude<AgencyCallerRole, 'support'>, AccessClaims>;
  objects: AgencyObjects;
  /** A token of a user of each of the agency's customers, in the order of `objects.customerId`. */
  customerUsers: string[];
};

export type World = { system: BatterySystem; agencies: AgencyWorld[] };

const WAIT = { timeout: 30_000, interval: 100 };

async function createAgency(system: BatterySystem, key: string) {
  const created = await sendExpecting(201, {
    method: 'POST',
    url: `${system.urls.identity}/admin/agencies`,
    token: system.platform.support,
    json: {
      name: `Agence ${key}`,
      activity: 'security',
      email: `contact@${key}.battery.test`,
      owner: { email: `proprietaire@${key}.battery.test`, firstName: 'Gérant', lastName: key },
    },
  });
  const agency = AgencySchema.parse(created.json);
  // Room for every collaborator the battery makes, whatever the trial's limits.
  await sendExpecting(200, {
    method: 'PUT',
    url: `${system.urls.identity}/admin/agencies/${agency.id}/limits`,
    token: system.platform.admin,
    json: { agentsLimit: 1000, accountsLimit: 1000, freeAccounts: 0 },
  });
  return agency;
}

/** Waits for identity's announcement of the agency to reach operations and billing. */
async function waitForProvisioning(system: BatterySystem, agencyId: string, owner: string) {
  await vi.waitFor(async () => {
    for (const service of ['operations', 'billing'] as const) {
      const answer = await send({
        method: 'GET',
        url: `${system.urls[service]}/agency/${agencyId}/settings`,
        token: owner,
      });
      if (answer.status !== 200) throw new Error(`${service} has not provisioned ${agencyId} yet`);
    }
  }, WAIT);
}

/** The login account identity made for a customer's contact (from billing's event). */
async function customerUserOf(system: BatterySystem, customerId: string): Promise<string> {
  return vi.waitFor(async () => {
    const [row] = await system.superusers.identity<{ userId: string }[]>`
      select user_id as "userId" from memberships where customer_id = ${customerId} limit 1`;
    if (!row) throw new Error(`no customer user for ${customerId} yet`);
    return row.userId;
  }, WAIT);
}

/** One agency of the battery's world, made through the services' own calls. */
async function buildAgency(system: BatterySystem, key: string, objectsPerKind: number): Promise<AgencyWorld> {
  const agency = await createAgency(system, key);
  const base = { agency: agency.id, customer: null, act: null, access: OPEN_ACCESS };
  const ownerClaims: AccessClaims = {
    ...base,
    sub: agency.managerUserId ?? '',
    email: `proprietaire@${key}.battery.test`,
    role: 'owner',
    rights: [],
    plannable: false,
  };
  const owner = await system.sign(ownerClaims);
  await waitForProvisioning(system, agency.id, owner);
  const objects = await createAgencyObjects(system.urls, { id: agency.id, key, owner }, objectsPerKind, (expected) =>
    vi.waitFor(async () => {
      const answer = await send({
        method: 'POST',
        url: `${system.urls.operations}/agency/${agency.id}/fetch/customers`,
        token: owner,
        json: {},
      });
      if ((answer.json as { filteredCount?: number })?.filteredCount !== expected)
        throw new Error('customers not in operations yet');
    }, WAIT),
  );
  const claims = {
    owner: ownerClaims,
    staff: {
      ...ownerClaims,
      sub: objects.staffId,
      email: `collaborateur.staff@${key}.battery.test`,
      role: 'staff',
      rights: [...ALL_RIGHTS],
    },
    agent: {
      ...ownerClaims,
      sub: objects.agentId[0] ?? '',
      email: `collaborateur.0@${key}.battery.test`,
      role: 'agent',
      rights: [...DEFAULT_AGENT_RIGHTS],
      plannable: true,
    },
    customer: {
      ...ownerClaims,
      sub: await customerUserOf(system, objects.customerId[0] ?? ''),
      email: `contact.0@${key}.battery.test`,
      role: 'customer',
      customer: objects.customerId[0] ?? null,
      rights: [...DEFAULT_CUSTOMER_RIGHTS],
    },
  } satisfies Record<string, AccessClaims>;
  const customerUsers = await Promise.all(
    objects.customerId.map(async (customerId, index) =>
      system.sign({
        ...claims.customer,
        sub: await customerUserOf(system, customerId),
        email: `contact.${index}@${key}.battery.test`,
        customer: customerId,
      }),
    ),
  );
  for (const index of objects.customerId.keys()) {
    const token = `battery-device-${key}-${index}-${randomUUID()}`;
    await sendExpecting(201, {
      method: 'POST',
      url: `${system.urls.identity}/user/device`,
      token: owner,
      json: { token },
    });
    objects.token.push(token);
  }
  const altered = await sendExpecting(200, {
    method: 'POST',
    url: `${system.urls.identity}/admin/agencies/${agency.id}/alter`,
    token: system.platform.support,
  });
  return {
    key,
    id: agency.id,
    callers: {
      owner,
      staff: await system.sign(claims.staff),
      agent: await system.sign(claims.agent),
      customer: customerUsers[0] ?? '',
      support: (altered.json as { token: string }).token,
    },
    claims,
    objects,
    customerUsers,
  };
}

/**
 * Three agencies (or fewer), each with `objectsPerKind` objects of every kind and a caller of every
 * role: the tenants the battery sets against each other.
 */
export async function buildWorld(system: BatterySystem, objectsPerKind: number, agencyCount = 3): Promise<World> {
  const agencies: AgencyWorld[] = [];
  for (const key of ['alpha', 'bravo', 'charlie'].slice(0, agencyCount)) {
    agencies.push(await buildAgency(system, key, objectsPerKind));
  }
  return { system, agencies };
}

/** Every identifier of the agencies but `agency`: none may ever appear in an answer to `agency`'s callers. */
export function foreignIdentifiers(world: World, agency: AgencyWorld): Set<string> {
  const ids = new Set<string>();
  for (const other of world.agencies) {
    if (other.id === agency.id) continue;
    ids.add(other.id);
    for (const kind of OBJECT_KINDS) for (const id of other.objects[kind]) ids.add(id);
    ids.add(other.objects.staffId);
  }
  return ids;
}
