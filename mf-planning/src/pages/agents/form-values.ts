import {
  AgentInfosSchema,
  COLLABORATOR_TABS,
  CollaboratorContractSchema,
  CollaboratorIdentitySchema,
  CollaboratorItemsSchema,
  CollaboratorNotificationsSchema,
  CollaboratorRestrictionsSchema,
  DEFAULT_COUNTRY,
  DEFAULT_HOURS_LIMIT,
  parseFrenchDate,
  toFrenchDateText,
  type AgentInfos,
  type BloodGroupSchema,
  type Civility,
  type ClassificationGrade,
  type Collaborator,
  type CollaboratorItem,
  type CollaboratorTab,
  type ContractType,
  type CreateCollaboratorInput,
  type Gender,
  type LicenceStatus,
  type UpdateCollaboratorInput,
  type WorkPeriod,
} from '@portal/contracts';
import type { z } from 'zod';

/**
 * What the stepper's form holds, tab by tab: the API's shapes, except that dates are typed the
 * French way (`dd/mm/yyyy`), amounts as typed (comma or point) and empty optional values are ''
 * (text) or undefined (choices).
 */
export type IdentityValues = {
  civility: Civility;
  gender: Gender;
  firstName: string;
  lastName: string;
  email: string;
  phones: string[];
  address: Collaborator['identity']['address'];
  birthDate: string;
  birthLocation: string;
  nationality: string;
};

export type AgentInfosValues = Omit<
  AgentInfos,
  'cardNumber' | 'socialSecurityNumber' | 'externalCompanySiret' | 'bloodGroup'
> & {
  cardNumber: string;
  socialSecurityNumber: string;
  externalCompanySiret: string;
  bloodGroup: z.infer<typeof BloodGroupSchema> | undefined;
};

/** No contract type: no contract recorded. */
export type ContractValues = {
  type: ContractType | undefined;
  startDate: string;
  endDate: string;
  hoursLimit: number;
  period: WorkPeriod;
  hourlyPay: string;
  monthlyPay: string;
  classificationLevel: string;
  classificationGrade: ClassificationGrade | undefined;
  classificationCoeff: number | null;
  tutor: string;
  workPlace: string;
};

export type CollaboratorFormValues = {
  /** Chosen when creating only. */
  status: LicenceStatus;
  identity: IdentityValues;
  agentInfos: AgentInfosValues;
  contract: ContractValues;
  items: Omit<CollaboratorItem, 'position'>[];
  restrictions: { label: string }[];
  notifications: { sendPlanning: boolean };
};

const EMPTY_CONTRACT: ContractValues = {
  type: undefined,
  startDate: '',
  endDate: '',
  hoursLimit: DEFAULT_HOURS_LIMIT,
  period: 'WEEK',
  hourlyPay: '',
  monthlyPay: '',
  classificationLevel: '',
  classificationGrade: undefined,
  classificationCoeff: null,
  tutor: '',
  workPlace: '',
};

const frenchDate = (iso: string | null) => (iso ? toFrenchDateText(iso) : '');

/** The form's values for a record, or for a new one (every default of contracts). */
export function formValuesOf(collaborator: Collaborator | null): CollaboratorFormValues {
  const agentInfos = collaborator?.agentInfos ?? AgentInfosSchema.parse({});
  const contract = collaborator?.contract;
  return {
    status: collaborator?.status === 200 ? 200 : 100,
    identity: collaborator
      ? { ...collaborator.identity, birthDate: frenchDate(collaborator.identity.birthDate) }
      : {
          civility: 0,
          gender: 0,
          firstName: '',
          lastName: '',
          email: '',
          phones: [],
          address: { street: '', complement: '', zipcode: '', city: '', country: DEFAULT_COUNTRY, location: null },
          birthDate: '',
          birthLocation: '',
          nationality: '',
        },
    agentInfos: {
      ...agentInfos,
      weekDuration: [...agentInfos.weekDuration],
      cardNumber: agentInfos.cardNumber ?? '',
      socialSecurityNumber: agentInfos.socialSecurityNumber ?? '',
      externalCompanySiret: agentInfos.externalCompanySiret ?? '',
      bloodGroup: agentInfos.bloodGroup ?? undefined,
    },
    contract: contract
      ? {
          ...contract,
          startDate: frenchDate(contract.startDate),
          endDate: frenchDate(contract.endDate),
          hourlyPay: contract.hourlyPay ?? '',
          monthlyPay: contract.monthlyPay ?? '',
          classificationGrade: contract.classificationGrade ?? undefined,
        }
      : { ...EMPTY_CONTRACT },
    items: [...(collaborator?.items ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ kind, label }) => ({ kind, label })),
    restrictions: (collaborator?.restrictions ?? []).map(({ label }) => ({ label })),
    notifications: { ...(collaborator?.notifications ?? { sendPlanning: true }) },
  };
}

/** A typed French date as it travels (ISO); '' is none; anything unreadable goes as typed, for the service to refuse. */
function isoDate(text: string | undefined): string | null {
  const typed = text?.trim() ?? '';
  if (!typed) return null;
  const parsed = parseFrenchDate(typed, 'none');
  return parsed.ok ? parsed.iso : typed;
}

/** An amount typed with a comma or a point ("12,5" → "12.5"); '' is none. */
function amount(text: string | undefined): string | null {
  const typed = text?.trim().replace(/\s/g, '').replace(',', '.') ?? '';
  return typed ? typed : null;
}

/** The create body of the form's values: every tab. */
export function createBodyOf(values: CollaboratorFormValues): CreateCollaboratorInput {
  return { status: values.status, ...tabsOf(values) };
}

/** Each tab as the API reads it. */
export function tabsOf(values: CollaboratorFormValues): Required<Omit<UpdateCollaboratorInput, 'contract'>> & {
  contract: UpdateCollaboratorInput['contract'];
} {
  const { contract } = values;
  return {
    identity: { ...values.identity, birthDate: isoDate(values.identity.birthDate) },
    agentInfos: { ...values.agentInfos },
    contract: contract?.type
      ? {
          ...contract,
          type: contract.type,
          startDate: isoDate(contract.startDate) ?? '',
          endDate: isoDate(contract.endDate),
          hourlyPay: amount(contract.hourlyPay),
          monthlyPay: amount(contract.monthlyPay),
          classificationGrade: contract.classificationGrade ?? null,
        }
      : null,
    items: (values.items ?? []).map((item, position) => ({ kind: item.kind, label: item.label, position })),
    restrictions: (values.restrictions ?? []).map(({ label }) => ({ label })),
    notifications: { sendPlanning: values.notifications?.sendPlanning ?? true },
  };
}

/** The schema of each tab: what the service makes of it, so that two ways of typing the same thing compare equal. */
const TAB_SCHEMAS: Record<CollaboratorTab, z.ZodType> = {
  identity: CollaboratorIdentitySchema,
  agentInfos: AgentInfosSchema,
  contract: CollaboratorContractSchema.nullable(),
  items: CollaboratorItemsSchema,
  restrictions: CollaboratorRestrictionsSchema,
  notifications: CollaboratorNotificationsSchema,
};

function normalised(tab: CollaboratorTab, value: unknown): string {
  const parsed = TAB_SCHEMAS[tab].safeParse(value);
  return JSON.stringify(parsed.success ? parsed.data : value);
}

/** The tabs whose values differ from those the form opened with. */
export function changedTabNames(initial: CollaboratorFormValues, current: CollaboratorFormValues): CollaboratorTab[] {
  const [before, after] = [tabsOf(initial), tabsOf(current)];
  return COLLABORATOR_TABS.filter((tab) => normalised(tab, before[tab]) !== normalised(tab, after[tab]));
}

/** The edit body: only the tabs that changed, each whole (spec 01 §4: the stepper submits only changed tabs). */
export function changedTabs(initial: CollaboratorFormValues, current: CollaboratorFormValues): UpdateCollaboratorInput {
  const tabs = tabsOf(current);
  return Object.fromEntries(changedTabNames(initial, current).map((tab) => [tab, tabs[tab]]));
}

/** The tab holding a field (`['contract', 'startDate']` → contract), to show the first one refused. */
export function tabOfField(name: readonly (string | number)[]): CollaboratorTab | undefined {
  return COLLABORATOR_TABS.find((tab) => tab === name[0]);
}
