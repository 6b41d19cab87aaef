import { describe, expect, it } from 'vitest';
import { CreateCollaboratorSchema, UpdateCollaboratorSchema } from '@portal/contracts';
import {
  changedTabNames,
  changedTabs,
  createBodyOf,
  formValuesOf,
  type CollaboratorFormValues,
} from './form-values.js';
import { sampleCollaborator } from './testing/collaborator-samples.js';

const opened = () => formValuesOf(sampleCollaborator());
const edit = (change: (values: CollaboratorFormValues) => void) => {
  const values = structuredClone(opened());
  change(values);
  return values;
};

describe('the stepper’s changed tabs (spec 01 §4: only the changed tabs are submitted)', () => {
  it('opens a record with French dates and amounts as typed, and nothing changed', () => {
    const values = opened();
    expect(values.identity.birthDate).toBe('12/04/1990');
    expect(values.contract).toMatchObject({ startDate: '01/09/2025', endDate: '', hourlyPay: '12.50' });
    expect(changedTabs(values, opened())).toEqual({});
  });

  it('sends only the tab holding the changed field, whole', () => {
    const values = edit((v) => {
      v.contract.hoursLimit = 24;
    });
    const body = changedTabs(opened(), values);
    expect(Object.keys(body)).toEqual(['contract']);
    expect(body.contract).toMatchObject({ type: 'CDI', startDate: '2025-09-01', hoursLimit: 24, hourlyPay: '12.50' });
    expect(UpdateCollaboratorSchema.safeParse(body).success).toBe(true);
  });

  it('sends several tabs when several changed, in the stepper’s order', () => {
    const values = edit((v) => {
      v.notifications.sendPlanning = false;
      v.identity.phones = ['06 12 34 56 78', '04 67 00 00 00'];
      v.items = [...v.items, { kind: 4, label: 'Clé local' }];
    });
    expect(changedTabNames(opened(), values)).toEqual(['identity', 'items', 'notifications']);
  });

  it('sees no change where the service would store the same thing', () => {
    const values = edit((v) => {
      v.identity.email = '  HELENE.DURAND@agence.test ';
      v.identity.firstName = 'Hélène ';
      v.contract.hourlyPay = '12,50';
      v.agentInfos.socialSecurityNumber = '';
    });
    expect(changedTabs(opened(), values)).toEqual({});
  });

  it('a change undone is no change; removing the contract type removes the contract', () => {
    const undone = edit((v) => {
      v.restrictions = [{ label: 'Autre' }];
      v.restrictions = [{ label: 'Pas de service de nuit' }];
    });
    expect(changedTabs(opened(), undone)).toEqual({});
    const removed = edit((v) => {
      v.contract.type = undefined;
    });
    expect(changedTabs(opened(), removed)).toEqual({ contract: null });
  });

  it('items keep the order shown as their positions', () => {
    const values = edit((v) => {
      v.items = [...v.items].reverse();
    });
    expect(changedTabs(opened(), values).items).toEqual([
      { kind: 2, label: 'Badge accès', position: 0 },
      { kind: 1, label: 'Tenue hiver', position: 1 },
    ]);
  });

  it('a new collaborator’s form gives a create body the service accepts once named', () => {
    const values = formValuesOf(null);
    values.identity = { ...values.identity, firstName: 'Paul', lastName: 'Lemaire', email: 'paul@agence.test' };
    const body = createBodyOf(values);
    expect(body).toMatchObject({ status: 100, contract: null, items: [], notifications: { sendPlanning: true } });
    expect(CreateCollaboratorSchema.safeParse(body).success).toBe(true);
  });
});
