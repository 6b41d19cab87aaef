import { formatMessage, fr } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { customerNumberTaken, lockNumberCounter, setNumberCounter } from './repo.js';

/** Digits of the sequence in a generated number: '411-00001'. */
const SEQUENCE_DIGITS = 5;

export const formatCustomerNumber = (prefix: string, value: number) =>
  `${prefix}${String(value).padStart(SEQUENCE_DIGITS, '0')}`;

const NUMBER_PATH = 'customerInfos.customerNumber';

/**
 * The agency's next generated number: its prefix and the next value of its counter, whose row stays
 * locked until the transaction ends (two saves never draw the same value). A value a manual number
 * already took is skipped.
 */
export async function generateCustomerNumber(tx: Tx, agencyId: string, prefix: string): Promise<string> {
  let value = await lockNumberCounter(tx, agencyId);
  let number: string;
  do {
    value += 1;
    number = formatCustomerNumber(prefix, value);
  } while (await customerNumberTaken(tx, agencyId, number));
  await setNumberCounter(tx, agencyId, value);
  return number;
}

/** The field error of a number another customer of the agency holds. */
export function numberAlreadyUsed(number: string): AppError {
  return new AppError('CUSTOMER_NUMBER_ALREADY_USED', {
    details: { issues: [{ path: NUMBER_PATH, message: fr.CUSTOMER_NUMBER_ALREADY_USED }] },
    internal: `customer number already used: ${number}`,
  });
}

/** A number typed by hand starts with the agency's prefix and is not another customer's. */
export async function checkManualNumber(
  tx: Tx,
  agencyId: string,
  number: string,
  prefix: string,
  exceptId: string | null,
): Promise<void> {
  if (!number.startsWith(prefix)) {
    throw new AppError('VALIDATION_FAILED', {
      details: { issues: [{ path: NUMBER_PATH, message: formatMessage('CUSTOMER_NUMBER_PREFIX', { prefix }) }] },
    });
  }
  if (await customerNumberTaken(tx, agencyId, number, exceptId)) throw numberAlreadyUsed(number);
}

/** A unique violation on the agency's numbers (two saves racing for one manual number). */
export function isNumberConflict(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string };
  return pg?.code === '23505' && pg.constraint_name === 'customers_number';
}
