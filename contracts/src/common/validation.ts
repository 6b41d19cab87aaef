import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { formatMessage, fr } from '../messages/fr.js';

/**
 * French texts for zod's own issues, so that a schema without a custom message still answers
 * in French (spec 00 §5). Installed once when contracts is imported, in the browser and in Node.
 */
export function frenchIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? fr.REQUIRED : fr.INVALID_TYPE;
    case 'unrecognized_keys':
      return fr.UNKNOWN_FIELD;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return fr.REQUIRED;
      if (issue.origin === 'array' && issue.minimum === 1) return fr.REQUIRED;
      return fr.INVALID_FORMAT;
    case 'too_big':
      if (issue.origin === 'string') return formatMessage('MAX_CHARACTERS', { n: Number(issue.maximum) });
      return fr.INVALID_FORMAT;
    case 'invalid_format':
      return issue.format === 'email' ? fr.INVALID_EMAIL : fr.INVALID_FORMAT;
    default:
      return fr.INVALID_FORMAT;
  }
}

z.config({ customError: (issue) => frenchIssueMessage(issue) });

/** A required, trimmed text. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: fr.INVALID_EMAIL }).max(180));

/** Password rules of spec 00 §5, each failure with its own text. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: fr.PASSWORD_MIN_LENGTH })
  .max(128)
  .regex(/\d/, { message: fr.PASSWORD_DIGIT })
  .regex(/\p{Ll}/u, { message: fr.PASSWORD_LOWERCASE })
  .regex(/\p{Lu}/u, { message: fr.PASSWORD_UPPERCASE });

/** Turns a zod error into the `details.issues` of the error body. */
export function toFieldIssues(error: { issues: readonly z.core.$ZodIssue[] }): { path: string; message: string }[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: fr.UNKNOWN_FIELD }));
    }
    return [{ path: issue.path.join('.'), message: issue.message }];
  });
}
