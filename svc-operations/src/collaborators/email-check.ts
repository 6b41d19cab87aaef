import { fr } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { duplicateEmailOf, takenEmails } from './repo.js';

/** An e-mail of the request and the field that holds it (`identity.email`, `rows.3.email`). */
export type EmailField = { email: string; path: string };

function emailsTaken(paths: string[]): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: { issues: paths.map((path) => ({ path, message: fr.EMAIL_ALREADY_USED })) },
  });
}

/**
 * Refuses, as field errors, e-mails another record of the agency holds, and e-mails given twice in
 * one request (the second one is marked).
 */
export async function ensureEmailsFree(
  tx: Tx,
  agencyId: string,
  fields: EmailField[],
  exceptId: string | null = null,
): Promise<void> {
  const taken = await takenEmails(
    tx,
    agencyId,
    fields.map((field) => field.email),
    exceptId,
  );
  const seen = new Set<string>();
  const refused = fields.filter((field) => {
    const repeated = seen.has(field.email);
    seen.add(field.email);
    return repeated || taken.has(field.email);
  });
  if (refused.length > 0) throw emailsTaken(refused.map((field) => field.path));
}

/**
 * Runs a write whose e-mails were checked free: if another write took one in between, the unique
 * index refuses it and the request answers the same field error, on the field `pathOf` names.
 */
export async function withEmailRace<T>(pathOf: (email: string | null) => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const duplicate = duplicateEmailOf(error);
    if (duplicate !== undefined) throw emailsTaken([pathOf(duplicate)]);
    throw error;
  }
}
