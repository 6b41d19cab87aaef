import type { BillingSettings, UpdateBillingSettingsBody } from '@portal/contracts';

type Editable = Omit<BillingSettings, 'currency' | 'vatLabel'>;

/**
 * What the form changed, as the `PUT …/settings` body: each top-level field that differs from the
 * saved settings (a nested group — legal identity, report prices — is sent whole when any of its
 * fields changed). Empty when nothing changed.
 */
export function changedSettings(saved: BillingSettings, values: Editable): UpdateBillingSettingsBody {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = (saved as Record<string, unknown>)[key];
    if (JSON.stringify(before) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as UpdateBillingSettingsBody;
}
