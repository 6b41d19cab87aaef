import type { FormInstance } from 'antd';
import { reportApiError } from '../http/api-client.js';
import { isApiError } from '../http/api-error.js';

/**
 * A refused save shown where it belongs: the service's French field errors under their fields
 * (paths like `phones.0` become `['phones', 0]`), anything else through the error catalogue.
 * `fieldOf` names the form's field of a body path where the form holds it apart (`prestation.label`
 * typed in `prestationLabel`). Returns whether some field got an error.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, fieldOf: Record<string, string> = {}): boolean {
  if (!isApiError(error)) throw error;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = error.fieldIssues
    .map((issue) => ({
      name: (fieldOf[issue.path] ?? issue.path).split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [issue.message],
    }))
    .filter((field) => known.has(String(field.name[0])));
  if (fields.length > 0) {
    form.setFields(fields);
    return true;
  }
  reportApiError(error);
  return false;
}
