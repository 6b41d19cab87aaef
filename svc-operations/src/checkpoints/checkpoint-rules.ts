import { fr } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { badgeTaken, fieldError } from './checkpoint-errors.js';
import { findCheckpointByBadge, findSite, type SiteRef } from './repo.js';

/**
 * The site a checkpoint is saved on: a site of the agency ('Site introuvable' otherwise: another
 * agency's site is not seen), active when the checkpoint is created on it or moved to it ('Ce site
 * est archivé', 'Ce site est inactif'). A checkpoint staying on its site may still be edited (archived).
 */
export async function requireCheckpointSite(
  tx: Tx,
  agencyId: string,
  siteId: string,
  currentSiteId: string | undefined,
): Promise<SiteRef> {
  const site = await findSite(tx, agencyId, siteId);
  if (!site) throw fieldError('siteId', fr.SITE_NOT_FOUND, `site ${siteId} not found`);
  if (site.id === currentSiteId) return site;
  if (site.status === 300) throw fieldError('siteId', fr.SITE_ARCHIVED);
  if (site.status === 200) throw fieldError('siteId', fr.SITE_INACTIVE);
  return site;
}

/** A badge names one checkpoint of the agency: 409 when another one holds it. */
export async function requireBadgeFree(tx: Tx, agencyId: string, badge: string, checkpointId: string): Promise<void> {
  const holder = await findCheckpointByBadge(tx, agencyId, badge);
  if (holder && holder.id !== checkpointId) throw badgeTaken(badge);
}
