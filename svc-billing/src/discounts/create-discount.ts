import { uuidv7, type Discount, type SaveDiscount } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { findDiscount, insertDiscount } from './repo.js';

/** `POST /agency/{id}/discount` without id: the discount or fee, in one transaction. */
export async function createDiscount(
  sql: Sql,
  agencyId: string,
  input: SaveDiscount,
  context: WriteContext,
): Promise<Discount> {
  const { id: _id, ...fields } = input;
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const id = uuidv7();
      await insertDiscount(tx, { id, agencyId, ...fields });
      const discount = await findDiscount(tx, agencyId, id);
      if (!discount) throw new AppError('DISCOUNT_NOT_FOUND');
      return discount;
    },
    context.audit,
  );
}
