/**
 * The protected fields that write bodies declare, each reviewed: why the caller may send it and
 * what the service checks. Keyed `service METHOD path key` (the key at its place in the body:
 * `contacts.[].id`). A body schema that declares a protected field not listed here fails
 * `declared-fields.security.test.ts`: the marker values of the mass-assignment battery cannot tell
 * a field the schema types (an enum refuses the marker with 400) from a field ignored, so a field
 * the schema accepts on purpose must be reviewed by a person.
 */
export const DECLARED_ON_PURPOSE: Record<string, string> = {
  // Identity
  'identity PUT /admin/agencies/:agencyId/limits agentsLimit':
    "the platform's administrator sets an agency's licence limits (platform roles only)",
  'identity PUT /admin/agencies/:agencyId/limits accountsLimit': 'same route: the platform sets the limits',
  'identity PUT /admin/agencies/:agencyId/limits freeAccounts': 'same route: the platform sets the limits',
  'identity POST /login_check agencyId':
    "the agency to open among the account's own memberships; any other answers 404 and issues nothing",
  'identity POST /token/refresh agencyId':
    "switching agency on refresh: only among the account's own memberships (identity's tests)",
  // Operations
  'operations POST /agency/:agencyId/agent status': 'a collaborator is created active or inactive (01 §3 Agent)',
  'operations POST /agency/:agencyId/agents status': 'the same, for each collaborator of an import',
  'operations POST /agency/:agencyId/site customerId':
    "the site's customer, looked up in the caller's agency (cross-tenant battery replays another's)",
  'operations POST /agency/:agencyId/site status': 'a site is created active or inactive',
  'operations PUT /agency/:agencyId/site/:siteId customerId': 'the same on edit (cross-tenant battery)',
  'operations PUT /agency/:agencyId/site/:siteId status': 'the same on edit',
  'operations POST /agency/:agencyId/site/:siteId/items items.[].id':
    "an item keeps its id only when it is the site's own; any other id is replaced by a new one",
  'operations POST /agency/:agencyId/checkpoint id':
    "with an id the call edits that checkpoint, looked up in the caller's agency (cross-tenant battery)",
  'operations POST /agency/:agencyId/checkpoint status': 'a checkpoint is saved active or inactive',
  'operations POST /agency/:agencyId/field/messages messages.[].createdAt':
    "the device's time of a queued field action (issue 13): kept beside the server's, checked against the service",
  'operations POST /agency/:agencyId/event createdAt': "the device's time of the event, kept beside the server's",
  // Billing
  'billing POST /agency/:agencyId/customer id':
    "with an id the call edits that customer, looked up in the caller's agency (cross-tenant battery)",
  'billing POST /agency/:agencyId/customer customerInfos.customerNumber':
    'the 411 account typed by the agency when it does not generate numbers (unique: 409 when used)',
  'billing POST /agency/:agencyId/customer contacts.[].id':
    "a contact kept on edit: refused unless it is this customer's own ('Contact introuvable')",
  'billing POST /agency/:agencyId/catalog-item id': 'with an id the call edits that article of the agency',
  'billing POST /agency/:agencyId/catalog-item customerId':
    "a customer's own article: the customer is looked up in the caller's agency (cross-tenant battery)",
  'billing POST /agency/:agencyId/catalog-item status': 'an article is saved active or inactive',
  'billing POST /agency/:agencyId/discount id': 'with an id the call edits that discount of the agency',
  'billing POST /agency/:agencyId/estimate id': 'with an id the call edits that draft of the agency',
  'billing POST /agency/:agencyId/estimate customerId': "the quote's customer, looked up in the caller's agency",
  'billing POST /agency/:agencyId/estimate/preview id': 'the draft previewed: nothing is written',
  'billing POST /agency/:agencyId/estimate/preview customerId': 'the customer previewed: nothing is written',
  'billing POST /agency/:agencyId/invoice id': 'with an id the call edits that draft invoice of the agency',
  'billing POST /agency/:agencyId/invoice customerId': "the invoice's customer, looked up in the caller's agency",
  'billing POST /agency/:agencyId/invoice/preview id': 'the draft previewed: nothing is written',
  'billing POST /agency/:agencyId/invoice/preview customerId': 'the customer previewed: nothing is written',
  'billing POST /agency/:agencyId/invoice/:invoiceId/payment status':
    "the payment's own status (accepted or rejected), not the invoice's, which billing derives",
  'billing POST /agency/:agencyId/invoice/from-billable-lines customerId':
    "whose lines are invoiced, looked up in the caller's agency (cross-tenant battery)",
  'billing POST /admin/agency-offers filters.status': 'a list filter: nothing is written',
  'billing POST /admin/agency-offer id': "the platform's administrator edits an offer",
  'billing POST /admin/agency-offer status': "the platform's administrator activates or archives an offer",
  'billing POST /admin/agency-offers/status status': "the platform's administrator changes offers' statuses",
  'billing POST /admin/agency-invoice agencyId': "the platform's administrator invoices an agency by hand",
  'billing POST /admin/agency-invoice/partial-payments status':
    "the platform records a payment's status on an agency invoice",
  'billing POST /admin/agency-article-order id': "the platform's administrator edits an article order",
  'billing POST /admin/agency-article-order status': "the platform's administrator moves an order through its statuses",
  'billing POST /admin/agency-article-orders/status status': "the platform's administrator changes orders' statuses",
};
