import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { deleteDiscountRow, findDiscount } from './repo.js';

/**
 * `DELETE /agency/{id}/discount/{id}`: the discount or fee goes (the documents that applied it keep
 * their copy); another agency's or an unknown one → 404.
 */
export async function deleteDiscount(
  sql: Sql,
  agencyId: string,
  discountId: string,
  context: WriteContext,
): Promise<void> {
  await transaction(
    sql,
    context.scope,
    async (tx) => {
      if (!(await findDiscount(tx, agencyId, discountId, { forUpdate: true }))) {
        throw new AppError('DISCOUNT_NOT_FOUND');
      }
      await deleteDiscountRow(tx, discountId);
    },
    context.audit,
  );
}
