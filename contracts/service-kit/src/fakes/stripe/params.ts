import type { FormObject, FormValue } from './form-params.js';
import { invalidRequest, missingParam } from './stripe-error.js';

/**
 * Typed reads of a request's parsed parameters, refusing wrong values in Stripe's words with the
 * parameter's full name (`payment_method_data[card][number]`).
 */
export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** Refuses a parameter outside `known`, as Stripe refuses one it does not know. */
  assertKnown(known: readonly string[]): void {
    const unknown = Object.keys(this.values).find((key) => !known.includes(key));
    if (unknown !== undefined) {
      throw invalidRequest(
        `Received unknown parameter: ${this.name(unknown)} (or the local Stripe fake does not implement it)`,
        { code: 'parameter_unknown', param: this.name(unknown) },
      );
    }
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.name(key)}`, { param: this.name(key) });
    return value;
  }

  /** A string, where an empty one (Stripe's way of unsetting) reads as none. */
  optionalString(key: string): string | null {
    const value = this.string(key);
    return value === undefined || value === '' ? null : value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: this.name(key) });
    }
    return Number(value);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') {
      throw invalidRequest(`Invalid boolean: ${value}`, { param: this.name(key) });
    }
    return value === 'true';
  }

  /** `one_of(…)`: the value, which must be among `allowed`. */
  choice<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`, {
        param: this.name(key),
      });
    }
    return value as T;
  }

  /** A list sent as `key[0]=…&key[1]=…` or `key[]=…`, in index order. */
  list(key: string): string[] | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value === '' ? [] : [value];
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((index) => {
        const item = value[index];
        if (typeof item !== 'string')
          throw invalidRequest(`Invalid array: ${this.name(key)}`, { param: this.name(key) });
        return item;
      });
  }

  /** `metadata[key]=value` pairs (an empty `metadata` clears them). */
  record(key: string): Record<string, string> | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') {
      if (value === '') return {};
      throw invalidRequest(`Invalid object: ${this.name(key)}`, { param: this.name(key) });
    }
    const record: Record<string, string> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item !== 'string')
        throw invalidRequest(`Invalid object: ${this.name(key)}`, { param: this.name(key) });
      record[name] = item;
    }
    return record;
  }

  /** The same parameters less `key`. */
  without(key: string): Params {
    const { [key]: _removed, ...rest } = this.values;
    return new Params(rest, this.prefix);
  }

  /** The parameters under `key[…]`, read the same way. */
  nested(key: string): Params | undefined {
    const value: FormValue | undefined = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') throw invalidRequest(`Invalid object: ${this.name(key)}`, { param: this.name(key) });
    return new Params(value, this.name(key));
  }
}
