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

/** An optional, trimmed text: '' when absent. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * A day as ISO text (`2026-11-25`), from the year 1900: the ISO format alone takes the year 0,
 * which PostgreSQL has not (a filter on it answered 500).
 */
export const IsoDaySchema = z.iso
  .date({ message: fr.FRENCH_DATE_INVALID, abort: true })
  .refine((day) => day >= '1900-01-01', { message: fr.FRENCH_DATE_INVALID });

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

/** Spaces a user may type inside a number or a code (plain, no-break, narrow no-break). */
const TYPED_SPACES = /[\s\u00a0\u202f]/g;

function typedText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
}

/** An integer typed in a field (text or number): 'Nombre entier uniquement'. */
export const IntegerInputSchema = z.unknown().transform((value, ctx) => {
  const text = typedText(value);
  if (text === undefined || !/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    ctx.addIssue({ code: 'custom', message: fr.INTEGER_ONLY });
    return z.NEVER;
  }
  return Number(text);
});

/** A positive integer (zero included) typed in a field: 'Entier positif uniquement'. */
export const PositiveIntegerInputSchema = z.unknown().transform((value, ctx) => {
  const text = typedText(value);
  if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    ctx.addIssue({ code: 'custom', message: fr.POSITIVE_INTEGER_ONLY });
    return z.NEVER;
  }
  return Number(text);
});

/**
 * A number typed in a field: up to 11 digits before the separator, at most 3 after, comma or point
 * (spec 00 §5). Answers the decimal string with a point ("1234.5"), as amounts travel.
 */
export const DecimalInputSchema = z.unknown().transform((value, ctx) => {
  const text = typedText(value)?.replace(TYPED_SPACES, '');
  const match = text === undefined ? null : /^(-?)(\d{1,11})(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: fr.INVALID_FORMAT });
    return z.NEVER;
  }
  const [, sign = '', units = '', decimals] = match;
  return decimals === undefined ? `${sign}${units}` : `${sign}${units}.${decimals}`;
});

/** Whether typed time is refused, accepted after the date, or needed (`dd/mm/yyyy hh:mm`, 24 h). */
export type FrenchDateTime = 'none' | 'optional' | 'required';

export type FrenchDateParse =
  | { ok: true; year: number; month: number; day: number; hour?: number; minute?: number; iso: string }
  | { ok: false; message: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a date typed the French way, `dd/mm/yyyy` with an optional ` hh:mm` (24 h): 'Format français
 * invalide' when it is not written so, "La date n'existe pas" for 31/02/2026 or 25:00. `iso` is the
 * calendar date (`2026-02-28`) or the wall-clock date and time (`2026-02-28T09:30`), without a zone.
 */
export function parseFrenchDate(text: string, time: FrenchDateTime = 'optional'): FrenchDateParse {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  const hasTime = match?.[4] !== undefined;
  if (!match || (time === 'none' && hasTime) || (time === 'required' && !hasTime)) {
    return { ok: false, message: fr.FRENCH_DATE_INVALID };
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, message: fr.DATE_DOES_NOT_EXIST };
  }
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (!hasTime) return { ok: true, year, month, day, iso };
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (hour > 23 || minute > 59) return { ok: false, message: fr.DATE_DOES_NOT_EXIST };
  return { ok: true, year, month, day, hour, minute, iso: `${iso}T${pad(hour)}:${pad(minute)}` };
}

/** The typed form of an ISO calendar date or wall-clock date-time (`2026-02-28T09:30` → `28/02/2026 09:30`). */
export function toFrenchDateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return '';
  const date = `${match[3]}/${match[2]}/${match[1]}`;
  return match[4] === undefined ? date : `${date} ${match[4]}:${match[5]}`;
}

/** A typed French date, answered as its ISO form (see `parseFrenchDate`). */
export function frenchDateSchema(time: FrenchDateTime = 'optional') {
  return z.string().transform((text, ctx) => {
    const parsed = parseFrenchDate(text, time);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.iso;
  });
}
/** `dd/mm/yyyy` with an optional ` hh:mm`. */
export const FrenchDateSchema = frenchDateSchema('optional');

/**
 * The key of a French social security number (NIR): 97 − (the 13 digits mod 97), Corsica's 2A and 2B
 * counted as 19 and 18.
 */
export function nirKey(nir13: string): number {
  const digits = nir13
    .toUpperCase()
    .replace(/^(.{5})2A/, '$119')
    .replace(/^(.{5})2B/, '$118');
  return /^\d{13}$/.test(digits) ? 97 - Number(BigInt(digits) % 97n) : Number.NaN;
}

/**
 * A French social security number: 13 characters (sex, year, month, department with 2A/2B, commune,
 * order) and an optional two-digit key that must match. Spaces are ignored; answered without them.
 */
export const NirSchema = z.string().transform((text, ctx) => {
  const nir = text.replace(TYPED_SPACES, '').toUpperCase();
  const match = /^([1-478]\d{4}(?:\d{2}|2[AB])\d{6})(\d{2})?$/.exec(nir);
  if (!match || (match[2] !== undefined && Number(match[2]) !== nirKey(match[1] ?? ''))) {
    ctx.addIssue({ code: 'custom', message: fr.INVALID_FORMAT });
    return z.NEVER;
  }
  return nir;
});
