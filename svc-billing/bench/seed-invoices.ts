import type { JSONValue } from 'postgres';
import { transaction, type Sql } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';
import { SELLER_IDENTITY } from '../src/commercial-documents/test-fixtures.js';

/** Benchmark support (not a test file): an agency's invoices written straight by SQL, in bulk. */

const CUSTOMERS = 200;
const NAMES = ['Résidence Les Oliviers', 'Clinique du Parc', 'École Jaurès', 'Centre commercial Odysseum'];
const TITLES = [
  'Gardiennage de nuit',
  'Nettoyage des parties communes',
  'Rondes de surveillance',
  'Prestations du mois',
];

const party = (name: string) => ({
  name,
  street: '12 rue de la Loge',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'contact@example.fr',
  phone: '',
  siret: SELLER_IDENTITY.siret,
  vatNumber: '',
  legalMentions: '',
  reference: '',
});

/**
 * `count` invoices and credit notes (one in ten) of 200 customers over three years, as the service
 * would have left them: 5 % drafts, the others numbered per kind and year without gap, one in two
 * sent, unpaid, partly paid or paid in turn; their counters set after the last number.
 */
export async function seedInvoices(sql: Sql, agencyId: string, count: number) {
  const customers = Array.from({ length: CUSTOMERS }, (_, index) => {
    const name = `${NAMES[index % NAMES.length]} ${index + 1}`;
    return { id: crypto.randomUUID(), name, number: `411-${String(index + 1).padStart(5, '0')}` };
  });
  const seller = party(SELLER_IDENTITY.legalName) as unknown as JSONValue;
  const buyer = party('Client') as unknown as JSONValue;
  await transaction(sql, { kind: 'platform' }, async (tx) => {
    await tx`
      insert into customers (id, agency_id, customer_number, number_generated, type, name, settlement_period,
                             settlement_period_days, name_key, search_text)
      select id, ${agencyId}, number, true, 100, name, 'days', 30, key, key
        from unnest(${customers.map((c) => c.id)}::uuid[], ${customers.map((c) => c.number)}::text[],
                    ${customers.map((c) => c.name)}::text[], ${customers.map((c) => foldText(c.name))}::text[])
             as c(id, number, name, key)`;
    await tx`
      with base as (
        select g,
               case when g % 10 = 0 then 'credit_note' else 'invoice' end as kind,
               (date '2023-01-01' + ((g * 7919) % 1095))::date as date,
               g % 20 <> 1 as validated,
               1 + g % ${CUSTOMERS} as c,
               1 + g % ${TITLES.length} as t,
               (100 + (g * 37) % 5000)::numeric(14, 2) as excl
          from generate_series(1, ${count}) g
      ),
      numbered as (
        select base.*, extract(year from date)::int as year,
               case when validated
                    then row_number() over (partition by kind, extract(year from date), validated order by date, g)
               end as value
          from base
      ),
      documents as (
        select n.*,
               case when validated
                    then (case when kind = 'invoice' then 'F-' else 'AV-' end) || year || '-' ||
                         case when value < 10000 then lpad(value::text, 4, '0') else value::text end
               end as number,
               (${customers.map((c) => c.id)}::uuid[])[c] as customer_id,
               (${customers.map((c) => c.name)}::text[])[c] as customer_name,
               (${customers.map((c) => c.number)}::text[])[c] as customer_number,
               (${customers.map((c) => foldText(c.name))}::text[])[c] as customer_key,
               (${TITLES}::text[])[t] as title,
               (${TITLES.map(foldText)}::text[])[t] as title_key,
               round(excl * 0.2, 2) as vat,
               case when kind = 'invoice' and validated then g % 3 else 0 end as paid_step
          from numbered n
      )
      insert into commercial_documents (
        id, agency_id, kind, number, number_year, number_value, customer_id, customer_name, customer_number,
        customer_name_key, title, date, due_date, sent, validated, paid, currency, total_excl_tax, total_vat,
        total_incl_tax, paid_amount, site_name, search_text, validated_at, created_at, updated_at)
      select gen_random_uuid(), ${agencyId}, kind, number, case when validated then year end, value, customer_id,
             customer_name, customer_number, customer_key, title, date,
             case when kind = 'invoice' then date + 30 end, validated and g % 2 = 0, validated,
             (array[0, 50, 100])[1 + paid_step], 'EUR', excl, vat, excl + vat,
             case paid_step when 1 then round((excl + vat) / 2, 2) when 2 then excl + vat else 0 end,
             'Site ' || (g % 50), lower(coalesce(number, '')) || ' ' || customer_key || ' ' ||
             lower(customer_number) || ' ' || title_key,
             case when validated then date::timestamptz end, date::timestamptz + make_interval(secs => g % 86400),
             date::timestamptz
        from documents`;
    await tx`
      insert into commercial_document_prints (document_id, agency_id, seller, buyer, payment_terms)
      select id, agency_id, ${tx.json(seller)}, ${tx.json(buyer)}, 'Paiement par chèque ou par virement bancaire'
        from commercial_documents
       where agency_id = ${agencyId}`;
    await tx`
      insert into commercial_document_counters (agency_id, kind, year, last_value)
      select ${agencyId}, kind, number_year, max(number_value)
        from commercial_documents
       where agency_id = ${agencyId} and number_value is not null
       group by kind, number_year`;
  });
  return { customerIds: customers.map((customer) => customer.id) };
}
