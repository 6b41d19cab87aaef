import {
  addDays,
  localDateOf,
  localTimeOf,
  parseFrenchDate,
  toFrenchDateText,
  zonedInstant,
  type BillingMode,
  type CreateServices,
  type RecurrenceKind,
  type Service,
  type ServiceCategory,
  type UpdateService,
} from '@portal/contracts';

/** What the service editor's form holds: dates typed the French way, times `hh:mm`. */
export type ServiceFormValues = {
  siteId?: string | null;
  category?: ServiceCategory;
  prestationLabel?: string;
  unitPrice?: string;
  billingMode?: BillingMode;
  nbAgents?: number | string;
  agentIds?: string[];
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  repeat?: RecurrenceKind | 'none';
  days?: number[];
  monthDays?: number[];
  excludeHolidays?: boolean;
  comment?: string;
};

/** The calendar date of a typed French date, or the text itself for the service to refuse. */
const isoDateOf = (typed: string | undefined) => {
  const parsed = parseFrenchDate(typed ?? '', 'none');
  return parsed.ok ? parsed.iso : (typed ?? '');
};
const priceOf = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');

/** A new service starts today, 08:00–16:00, once, on the day's site when the planning gave one. */
export function newServiceValues(defaults: { siteId?: string; date?: string } = {}): ServiceFormValues {
  const date = toFrenchDateText(defaults.date ?? localDateOf(new Date()));
  return {
    siteId: defaults.siteId ?? null,
    category: 'GUARDING',
    prestationLabel: '',
    unitPrice: '',
    billingMode: 2,
    nbAgents: 1,
    agentIds: [],
    startDate: date,
    endDate: date,
    startTime: '08:00',
    endTime: '16:00',
    repeat: 'none',
    days: [],
    monthDays: [],
    excludeHolidays: false,
    comment: '',
  };
}

export function serviceValuesOf(service: Service): ServiceFormValues {
  return {
    siteId: service.siteId,
    category: service.category,
    prestationLabel: service.prestation.label,
    unitPrice: service.prestation.unitPrice.replace('.', ','),
    billingMode: service.billingMode,
    nbAgents: service.nbAgents,
    agentIds: service.agents.map((agent) => agent.id),
    startDate: toFrenchDateText(localDateOf(service.startAt)),
    startTime: localTimeOf(service.startAt),
    endTime: localTimeOf(service.endAt),
    comment: service.comment,
  };
}

const common = (values: ServiceFormValues) => ({
  category: values.category!,
  prestation: { label: values.prestationLabel ?? '', unitPrice: priceOf(values.unitPrice) },
  billingMode: values.billingMode!,
  nbAgents: Number(values.nbAgents),
  agentIds: values.agentIds ?? [],
  comment: values.comment ?? '',
});

/** The creation's body: one service, or one per day of the recurrence. */
export function createBodyOf(values: ServiceFormValues): CreateServices {
  const once = !values.repeat || values.repeat === 'none';
  const startDate = isoDateOf(values.startDate);
  return {
    ...common(values),
    siteId: values.siteId ?? '',
    startDate,
    endDate: once ? startDate : isoDateOf(values.endDate),
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    recurrence: once
      ? null
      : {
          repeat: values.repeat as RecurrenceKind,
          days: values.days ?? [],
          monthDays: values.monthDays ?? [],
          excludeHolidays: values.excludeHolidays ?? false,
        },
  };
}

/** The edit's body: the day and hours become instants; an end not after the start is the next day. */
export function updateBodyOf(values: ServiceFormValues): UpdateService {
  const date = isoDateOf(values.startDate);
  const startTime = values.startTime ?? '';
  const endTime = values.endTime ?? '';
  const endDate = endTime <= startTime ? addDays(date, 1) : date;
  return { ...common(values), startAt: zonedInstant(date, startTime), endAt: zonedInstant(endDate, endTime) };
}
