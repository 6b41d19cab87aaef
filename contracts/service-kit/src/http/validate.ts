import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { toFieldIssues } from '@portal/contracts';
import { AppError } from './app-error.js';

/**
 * `zValidator` with the house hook: a failure becomes a 400 VALIDATION_FAILED whose details list
 * each field with its French message. Unknown fields are refused by the strict schemas of contracts.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', { details: { issues: toFieldIssues(result.error) } });
    }
  });
}
