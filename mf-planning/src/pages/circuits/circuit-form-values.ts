import {
  localDateOf,
  parseFrenchDate,
  toFrenchDateText,
  type BillingMode,
  type CreateCircuit,
  type ServiceCategory,
} from '@portal/contracts';

/** A stop as the form holds it: the price typed the French way. */
export type CircuitStopValues = {
  siteId?: string | null;
  startTime?: string;
  endTime?: string;
  prestation?: { label?: string; unitPrice?: string };
  billingMode?: BillingMode;
};

/** What the circuit's form holds: its day typed the French way, its stops in order. */
export type CircuitFormValues = {
  name?: string;
  date?: string;
  category?: ServiceCategory;
  agentIds?: string[];
  stops?: CircuitStopValues[];
};

/** A blank stop, or one selling what the stop before it sells. */
export function nextStopValues(previous?: CircuitStopValues): CircuitStopValues {
  return {
    siteId: null,
    startTime: '',
    endTime: '',
    prestation: { label: previous?.prestation?.label ?? '', unitPrice: previous?.prestation?.unitPrice ?? '' },
    billingMode: previous?.billingMode ?? 3,
  };
}

/** A new circuit: today, a mobile round, one blank stop. */
export function newCircuitValues(): CircuitFormValues {
  return {
    name: '',
    date: toFrenchDateText(localDateOf(new Date())),
    category: 'MOBILE_ROUND',
    agentIds: [],
    stops: [nextStopValues()],
  };
}

/** The calendar date of a typed French date, or the text itself for the service to refuse. */
const isoDateOf = (typed: string | undefined) => {
  const parsed = parseFrenchDate(typed ?? '', 'none');
  return parsed.ok ? parsed.iso : (typed ?? '');
};
const priceOf = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');

export function createCircuitBodyOf(values: CircuitFormValues): CreateCircuit {
  return {
    name: values.name ?? '',
    date: isoDateOf(values.date),
    agentIds: values.agentIds ?? [],
    stops: (values.stops ?? []).map((stop) => ({
      siteId: stop.siteId ?? '',
      startTime: stop.startTime ?? '',
      endTime: stop.endTime ?? '',
      category: values.category ?? 'MOBILE_ROUND',
      prestation: { label: stop.prestation?.label ?? '', unitPrice: priceOf(stop.prestation?.unitPrice) },
      billingMode: stop.billingMode ?? 3,
    })),
  };
}
