import { z } from 'zod';
import {
  UnitPriceSchema,
  type CatalogItem,
  type CatalogItemStatus,
  type PriceUnit,
  type SaveCatalogItemInput,
  type VatRate,
} from '@portal/contracts';

/** What the article form holds: the price as typed (comma or point), the customer chosen or none. */
export type CatalogFormValues = {
  designation?: string;
  description?: string;
  unitPrice?: string;
  priceUnit?: PriceUnit;
  vatRate: VatRate;
  specialty?: string;
  customerId?: string | null;
  status: CatalogItemStatus;
};

/** A price typed the French way ('24,50') as the service reads it ('24.50'). */
export const typedPrice = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');

/** The service's own price rule, on the price as typed. */
export const TypedUnitPriceSchema = z.string().transform(typedPrice).pipe(UnitPriceSchema);

export function formValuesOf(item: CatalogItem | null): CatalogFormValues {
  if (!item) return { vatRate: '20.00', status: 'active', customerId: null };
  return {
    designation: item.designation,
    description: item.description,
    unitPrice: item.unitPrice.replace('.', ','),
    priceUnit: item.priceUnit,
    vatRate: item.vatRate,
    specialty: item.specialty,
    customerId: item.customerId,
    status: item.status,
  };
}

/** The save's body as the form sends it: a unit left out is the service's 'Obligatoire' to answer. */
export type CatalogItemBody = Omit<SaveCatalogItemInput, 'priceUnit'> & { priceUnit: PriceUnit | undefined };

/** The body of the save: the article's id when editing. The service normalises and checks the rest. */
export function saveBodyOf(values: CatalogFormValues, item: CatalogItem | null): CatalogItemBody {
  return {
    ...(item ? { id: item.id } : {}),
    designation: values.designation ?? '',
    description: values.description ?? '',
    unitPrice: typedPrice(values.unitPrice),
    priceUnit: values.priceUnit,
    vatRate: values.vatRate,
    specialty: values.specialty ?? '',
    customerId: values.customerId ?? null,
    status: values.status,
  };
}
