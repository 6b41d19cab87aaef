import { canonicalForm, type FormObject } from './form-params.js';
import { StripeFakeError } from './stripe-error.js';

/** An answer as it went out: its status and its JSON text. */
export type SavedAnswer = { status: number; body: string };
type Saved = SavedAnswer & { path: string; params: string };

/**
 * Stripe's `Idempotency-Key`: the first answer to a key is kept; the same key on the same path with
 * the same parameters gets it again (nothing runs twice), with another path or other parameters a 400
 * `idempotency_error`.
 */
export class IdempotencyStore {
  private readonly saved = new Map<string, Saved>();

  /** The kept answer for `key`, if any; throws when the key was used for another request. */
  replay(key: string, path: string, params: FormObject): SavedAnswer | undefined {
    const saved = this.saved.get(key);
    if (!saved) return undefined;
    if (saved.path !== path) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.path}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (saved.params !== canonicalForm(params)) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return { status: saved.status, body: saved.body };
  }

  save(key: string, path: string, params: FormObject, answer: SavedAnswer): void {
    this.saved.set(key, { ...answer, path, params: canonicalForm(params) });
  }
}

function idempotencyError(message: string) {
  return new StripeFakeError(400, { type: 'idempotency_error', message });
}
