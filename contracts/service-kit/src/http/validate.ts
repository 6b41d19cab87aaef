import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { fr, toFieldIssues } from '@portal/contracts';
import { AppError } from './app-error.js';
import { forbiddenTextAt, forbiddenTextError } from './forbidden-text.js';

/** The 400 of a value the schema refuses, each field with its French message. */
const refused = (issues: ReturnType<typeof toFieldIssues>, internal?: string) =>
  new AppError('VALIDATION_FAILED', { details: { issues }, ...(internal ? { internal } : {}) });

/**
 * Validates a request's `target` (json, query, param…) with a zod schema of contracts: a failure is
 * a 400 VALIDATION_FAILED whose details list each field with its French message; unknown fields are
 * refused by the strict schemas. Parsing never turns into a 500: zod 4 runs an object's
 * refinements even when some of its fields failed, so a refinement may meet a value of the wrong
 * form and throw (the fuzz battery found `epochDayOf('abc')`) — that input is still the client's
 * mistake. A text holding NUL or a lone surrogate is refused on its field (PostgreSQL refuses both).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value): Promise<z.output<Schema>> => {
    // NUL and lone surrogates, which PostgreSQL refuses, anywhere in the value: once, here.
    const forbidden = forbiddenTextAt(value);
    if (forbidden !== null) throw forbiddenTextError(forbidden);
    let result: z.ZodSafeParseResult<z.output<Schema>>;
    try {
      result = await schema.safeParseAsync(value);
    } catch (error) {
      throw refused([{ path: '', message: fr.INVALID_FORMAT }], `schema threw: ${String(error)}`);
    }
    if (!result.success) throw refused(toFieldIssues(result.error));
    return result.data;
  });
}
