import type { Discount, SaveDiscount } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { findDiscount, updateDiscount, type DiscountFields } from './repo.js';

/** Whether the form changes nothing of the stored discount (values compared as numbers: '5' is '5.00'). */
const unchanged = (current: Discount, fields: DiscountFields) =>
  current.label === fields.label &&
  current.kind === fields.kind &&
  current.type === fields.type &&
  Number(current.value) === Number(fields.value);

/**
 * `POST /agency/{id}/discount` with id: replaces the discount or fee. Another agency's or an unknown
 * one → 404 'Remise introuvable'; nothing changed → 400 NO_CHANGE, and nothing is written.
 */
export async function updateDiscountWith(
  sql: Sql,
  agencyId: string,
  discountId: string,
  input: SaveDiscount,
  context: WriteContext,
): Promise<Discount> {
  const { id: _id, ...fields } = input;
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await findDiscount(tx, agencyId, discountId, { forUpdate: true });
      if (!current) throw new AppError('DISCOUNT_NOT_FOUND');
      if (unchanged(current, fields)) throw new AppError('NO_CHANGE');
      await updateDiscount(tx, discountId, fields);
      const discount = await findDiscount(tx, agencyId, discountId);
      if (!discount) throw new AppError('DISCOUNT_NOT_FOUND');
      return discount;
    },
    context.audit,
  );
}
