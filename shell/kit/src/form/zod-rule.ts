import type { FormRule } from 'antd';
import type { z } from 'zod';

/** Nothing typed: left to the required rule, so optional fields accept it. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * An antd Form rule from the zod schema the service validates with: the field shows the French text
 * of the first issue (or of every issue with `allIssues`, as for the password rules). A blank value
 * passes; pair it with `requiredRule` for a required field.
 */
export function zodRule(schema: z.ZodType, options: { allIssues?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const result = schema.safeParse(value);
      if (result.success) return;
      const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
      // async-validator shows each message of a rejected array as its own error.
      if (options.allIssues) throw messages;
      throw new Error(messages[0]);
    },
  };
}
