import { AgentInfosSchema, type Collaborator, type CollaboratorRow } from '@portal/contracts';

/** A whole record as the service answers it, with a contract, items and a restriction. */
export function sampleCollaborator(overrides: Partial<Collaborator> = {}): Collaborator {
  return {
    id: '0199a1b2-0000-7000-8000-000000000001',
    status: 100,
    identity: {
      civility: 2,
      gender: 2,
      firstName: 'Hélène',
      lastName: 'Durand',
      email: 'helene.durand@agence.test',
      phones: ['06 12 34 56 78'],
      address: {
        street: '1 rue Haute',
        complement: '',
        zipcode: '34000',
        city: 'Montpellier',
        country: 'FR',
        location: null,
      },
      birthDate: '1990-04-12',
      birthLocation: 'Nîmes',
      nationality: 'Française',
    },
    agentInfos: AgentInfosSchema.parse({ position: 'Agent de sécurité', specialties: ['SSIAP 1'] }),
    contract: {
      type: 'CDI',
      startDate: '2025-09-01',
      endDate: null,
      hoursLimit: 35,
      period: 'WEEK',
      hourlyPay: '12.50',
      monthlyPay: null,
      classificationLevel: '',
      classificationGrade: 'ASP_B',
      classificationCoeff: 140,
      tutor: '',
      workPlace: '',
    },
    items: [
      { kind: 1, label: 'Tenue hiver', position: 0 },
      { kind: 2, label: 'Badge accès', position: 1 },
    ],
    restrictions: [{ label: 'Pas de service de nuit' }],
    notifications: { sendPlanning: true },
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export function sampleRow(index: number, overrides: Partial<CollaboratorRow> = {}): CollaboratorRow {
  return {
    id: `0199a1b2-0000-7000-8000-${String(index).padStart(12, '0')}`,
    firstName: `Prénom${index}`,
    lastName: `Nom${index}`,
    email: `p${index}@agence.test`,
    phone: index % 2 ? '06 00 00 00 00' : null,
    type: 'EMPLOYEE',
    status: 100,
    plannable: true,
    position: '',
    registrationNumber: '',
    specialties: [],
    createdAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}
