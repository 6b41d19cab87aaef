import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LICENCE_LIMITS,
  fr,
  uuidv7,
  type Agency,
  type CreateAgency,
  type EventActor,
  type LicenceLimits,
} from '@portal/contracts';
import { AppError, createEvent, enqueueEvent, transaction, type Sql, type Tx } from '@portal/service-kit';
import { hashPassword } from '../auth/password.js';
import { findUserByEmail, insertUser } from '../users/repo.js';
import { limitsOf, toAgency, toProfilePayload } from './agency-view.js';
import { countLicences, insertAgency, insertMembership, setAgencyManager, type AgencyRow } from './repo.js';

export type CreateAgencyOptions = {
  actor: EventActor | null;
  correlationId?: string;
  /** Fixed ids and a known password hash, for the demo seed; otherwise new ids and an unusable password. */
  agencyId?: string;
  ownerId?: string;
  ownerPasswordHash?: string;
  limits?: LicenceLimits;
};

/** A hash of a random secret nobody knows: the owner sets a real password through forgot-password. */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * In the caller's transaction: the agency (defaults EUR / TVA / FR come from the schema), its owner
 * (an existing user with that e-mail is reused), the owner's staff membership, the manager link and
 * `identity.agency.created` in the outbox. Undefined, with nothing written, when an agency with this
 * id or name exists already.
 */
export async function insertAgencyWithOwner(
  tx: Tx,
  input: CreateAgency,
  options: CreateAgencyOptions,
): Promise<AgencyRow | undefined> {
  const limits = options.limits ?? DEFAULT_LICENCE_LIMITS;
  const { location, ...address } = input.address;
  const inserted = await insertAgency(tx, {
    id: options.agencyId ?? uuidv7(),
    name: input.name,
    activity: input.activity,
    email: input.email,
    address,
    location,
    phones: input.phones,
    currency: input.currency,
    holidayLocale: input.holidayLocale,
    vatLabel: input.vatLabel,
    limits,
  });
  if (!inserted) return undefined;

  const owner =
    (await findUserByEmail(tx, input.owner.email)) ??
    (await insertUser(tx, {
      id: options.ownerId,
      email: input.owner.email,
      passwordHash: options.ownerPasswordHash ?? (await unusablePasswordHash()),
      firstName: input.owner.firstName,
      lastName: input.owner.lastName,
    }));
  await insertMembership(tx, {
    id: uuidv7(),
    agencyId: inserted.id,
    userId: owner.id,
    kind: 'staff',
    plannable: false,
    hasAgentInfo: true,
    rights: {},
  });
  const agency = await setAgencyManager(tx, inserted.id, owner.id);
  await enqueueEvent(
    tx,
    createEvent(
      'identity.agency.created',
      { ...toProfilePayload(agency), limits: limitsOf(agency) },
      { agencyId: agency.id, actor: options.actor, correlationId: options.correlationId },
    ),
  );
  return agency;
}

/** `POST /admin/agencies`: all of it in one transaction; a name already taken is a 409. */
export async function createAgency(sql: Sql, input: CreateAgency, options: CreateAgencyOptions): Promise<Agency> {
  return transaction(sql, { kind: 'platform', userId: options.actor?.userId ?? null }, async (tx) => {
    const agency = await insertAgencyWithOwner(tx, input, options);
    if (!agency) {
      throw new AppError('CONFLICT', {
        details: { issues: [{ path: 'name', message: fr.AGENCY_NAME_ALREADY_USED }] },
        internal: `agency name already used: ${input.name}`,
      });
    }
    return toAgency(agency, await countLicences(tx, agency.id));
  });
}
