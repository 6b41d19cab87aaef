import type { SaveSite, Site } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';

type Db = Sql | Tx;

/** A site as stored, with its customer's name from the read model. */
type StoredSite = {
  id: string;
  agencyId: string;
  customerId: string;
  customerName: string;
  name: string;
  status: 100 | 200 | 300;
  street: string;
  complement: string;
  zipcode: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  radius: number;
  comments: string;
  instructions: string;
  closures: Site['closures'];
  specialties: string[];
  rightsAgent: Record<string, boolean>;
  rightsCustomer: Record<string, boolean>;
  notifyInstructionsAgents: boolean;
  notifyInstructionsAdmins: boolean;
  notifyInstructionsCustomers: boolean;
  eventReportEnabled: boolean;
  interventionReportAfterServiceEnabled: boolean;
  interventionReportTemplate: Site['interventionReportTemplate'];
  reportSignatureRequired: boolean;
  createdAt: Date;
  updatedAt: Date;
};

function toSite(row: StoredSite): Site {
  return {
    id: row.id,
    name: row.name,
    customerId: row.customerId,
    customerName: row.customerName,
    status: row.status,
    address: {
      street: row.street,
      complement: row.complement,
      zipcode: row.zipcode,
      city: row.city,
      country: row.country,
      location:
        row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    },
    radius: row.radius,
    comments: row.comments,
    instructions: row.instructions,
    closures: row.closures,
    specialties: row.specialties,
    rightsAgent: row.rightsAgent,
    rightsCustomer: row.rightsCustomer,
    notifications: {
      instructionsToAgents: row.notifyInstructionsAgents,
      instructionsToAdmins: row.notifyInstructionsAdmins,
      instructionsToCustomers: row.notifyInstructionsCustomers,
    },
    eventReportEnabled: row.eventReportEnabled,
    interventionReportAfterServiceEnabled: row.interventionReportAfterServiceEnabled,
    interventionReportTemplate: row.interventionReportTemplate,
    reportSignatureRequired: row.reportSignatureRequired,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a saved site, as postgres.js writes them (camelCase keys become snake_case columns). */
function columnsOf(site: SaveSite) {
  return {
    customerId: site.customerId,
    name: site.name,
    status: site.status,
    street: site.address.street,
    complement: site.address.complement,
    zipcode: site.address.zipcode,
    city: site.address.city,
    country: site.address.country,
    latitude: site.address.location?.latitude ?? null,
    longitude: site.address.location?.longitude ?? null,
    radius: site.radius,
    comments: site.comments,
    instructions: site.instructions,
    notifyInstructionsAgents: site.notifications.instructionsToAgents,
    notifyInstructionsAdmins: site.notifications.instructionsToAdmins,
    notifyInstructionsCustomers: site.notifications.instructionsToCustomers,
    eventReportEnabled: site.eventReportEnabled,
    interventionReportAfterServiceEnabled: site.interventionReportAfterServiceEnabled,
    interventionReportTemplate: site.interventionReportTemplate,
    reportSignatureRequired: site.reportSignatureRequired,
  };
}

const jsonColumns = (db: Db, site: SaveSite) => ({
  closures: db.json(site.closures),
  specialties: db.json(site.specialties),
  rightsAgent: db.json(site.rightsAgent),
  rightsCustomer: db.json(site.rightsCustomer),
});

export async function insertSite(db: Db, agencyId: string, id: string, site: SaveSite): Promise<void> {
  const row = { id, agencyId, ...columnsOf(site), ...jsonColumns(db, site) };
  await db`insert into sites ${db(row)}`;
  // The lists' cached counts (list-repo.ts) count this site once the transaction has committed.
  listCache.invalidateAfterCommit(db, agencyId, 'sites');
}

/** Replaces the site's fields. True when the site exists in the agency. */
export async function updateSite(db: Db, agencyId: string, id: string, site: SaveSite): Promise<boolean> {
  const row = { ...columnsOf(site), ...jsonColumns(db, site) };
  const updated = await db`
    update sites set ${db(row)}, updated_at = now()
     where agency_id = ${agencyId} and id = ${id}
    returning id`;
  listCache.invalidateAfterCommit(db, agencyId, 'sites');
  // A checkpoints' search matches its site's name (checkpoints/list-repo.ts).
  listCache.invalidateAfterCommit(db, agencyId, 'checkpoints');
  return updated.length > 0;
}

export async function setSiteStatus(db: Db, agencyId: string, id: string, status: 100 | 200 | 300): Promise<boolean> {
  const updated = await db`
    update sites set status = ${status}, updated_at = now()
     where agency_id = ${agencyId} and id = ${id}
    returning id`;
  listCache.invalidateAfterCommit(db, agencyId, 'sites');
  return updated.length > 0;
}

/** One site of the agency (of one customer when `customerId` is given), or undefined. */
export async function findSite(
  db: Db,
  agencyId: string,
  id: string,
  options: { customerId?: string; forUpdate?: boolean } = {},
): Promise<Site | undefined> {
  const [row] = await db<StoredSite[]>`
    select s.*, c.name as customer_name
      from sites s join customers c on c.id = s.customer_id
     where s.agency_id = ${agencyId} and s.id = ${id}
       ${options.customerId ? db`and s.customer_id = ${options.customerId}` : db``}
       ${options.forUpdate ? db`for update of s` : db``}`;
  return row ? toSite(row) : undefined;
}
