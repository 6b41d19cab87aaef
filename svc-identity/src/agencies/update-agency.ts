import type { Agency, UpdateAgency } from '@portal/contracts';
import { fr } from '@portal/contracts';
import { AppError, createEvent, enqueueEvent, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { toAgency, toProfilePayload } from './agency-view.js';
import { countLicences, findAgency, updateAgencyProfile, type AgencyProfile, type AgencyRow } from './repo.js';

function profileOf(row: AgencyRow): AgencyProfile {
  const { name, email, street, complement, zipcode, city, country, latitude, longitude } = row;
  const { phones, emergencyNumbers, currency, holidayLocale, vatLabel, specialties, settings, featureSettings } = row;
  return {
    name,
    email,
    street,
    complement,
    zipcode,
    city,
    country,
    latitude,
    longitude,
    phones,
    emergencyNumbers,
    currency,
    holidayLocale,
    vatLabel,
    specialties,
    settings,
    featureSettings,
  };
}

/**
 * The profile after the patch: the address is replaced as a whole; the settings bags are merged by
 * key (one screen saves its own kind of settings without wiping the others').
 */
function applyPatch(current: AgencyProfile, patch: UpdateAgency): AgencyProfile {
  const { address, settings, featureSettings, ...fields } = patch;
  return {
    ...current,
    ...fields,
    ...(address && {
      street: address.street,
      complement: address.complement,
      zipcode: address.zipcode,
      city: address.city,
      country: address.country,
      latitude: address.location?.latitude ?? null,
      longitude: address.location?.longitude ?? null,
    }),
    settings: { ...current.settings, ...settings },
    featureSettings: { ...current.featureSettings, ...featureSettings },
  };
}

/** JSON with object keys sorted, so that two equal profiles compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = error as { code?: string; constraint_name?: string };
  return pg?.code === '23505' && pg.constraint_name === constraint;
}

/**
 * `PUT /agency/{id}`: the agency edits its own settings. Nothing to change is NO_CHANGE (and leaves
 * no audit line); a name another agency uses is a 409; every change announces identity.agency.updated.
 */
export async function updateAgency(
  sql: Sql,
  agencyId: string,
  patch: UpdateAgency,
  context: WriteContext,
): Promise<Agency> {
  if (Object.keys(patch).length === 0) throw new AppError('NO_CHANGE');
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await findAgency(tx, agencyId, { forUpdate: true });
      if (!current) throw new AppError('AGENCY_NOT_FOUND');
      const next = applyPatch(profileOf(current), patch);
      if (canonical(next) === canonical(profileOf(current))) throw new AppError('NO_CHANGE');
      const updated = await updateAgencyProfile(tx, agencyId, next).catch((error: unknown) => {
        if (!isUniqueViolation(error, 'agencies_name')) throw error;
        throw new AppError('CONFLICT', {
          details: { issues: [{ path: 'name', message: fr.AGENCY_NAME_ALREADY_USED }] },
          internal: `agency name already used: ${next.name}`,
        });
      });
      if (!updated) throw new AppError('AGENCY_NOT_FOUND');
      await enqueueEvent(
        tx,
        createEvent('identity.agency.updated', toProfilePayload(updated), {
          agencyId,
          actor: context.actor,
          correlationId: context.correlationId,
        }),
      );
      return toAgency(updated, await countLicences(tx, agencyId));
    },
    context.audit,
  );
}
