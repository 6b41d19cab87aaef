import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '@portal/contracts';
import { changedSettings } from './changed-settings.js';

const saved: BillingSettings = { ...DEFAULT_BILLING_SETTINGS, currency: 'EUR', vatLabel: 'TVA' };
const { currency: _currency, vatLabel: _vatLabel, ...values } = saved;

describe('the settings a save sends', () => {
  it('is empty when nothing changed', () => {
    expect(changedSettings(saved, structuredClone(values))).toEqual({});
  });

  it('sends each changed field, and a nested group whole when one of its fields changed', () => {
    const edited = structuredClone(values);
    edited.invoicePrefix = 'FAC-';
    edited.legalIdentity.siret = '12345678900012';
    expect(changedSettings(saved, edited)).toEqual({
      invoicePrefix: 'FAC-',
      legalIdentity: { ...values.legalIdentity, siret: '12345678900012' },
    });
  });
});
