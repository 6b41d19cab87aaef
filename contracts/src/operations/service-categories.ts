import { z } from 'zod';
import { fr } from '../messages/fr.js';

// A file of its own: the agency's settings name categories without building every schema of the services.

/** The 8 service categories (01 §3). */
export const SERVICE_CATEGORIES = [
  'GUARDING',
  'INTERVENTION',
  'MOBILE_ROUND',
  'RECONNAISSANCE',
  'AUDIT',
  'SECURITY_DESK',
  'RECEPTION',
  'ADMINISTRATION',
] as const;
export const ServiceCategorySchema = z.enum(SERVICE_CATEGORIES, { message: fr.REQUIRED });
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  GUARDING: 'Gardiennage et surveillance',
  INTERVENTION: 'Intervention',
  MOBILE_ROUND: 'Ronde mobile',
  RECONNAISSANCE: 'Reconnaissance des locaux',
  AUDIT: 'Audit',
  SECURITY_DESK: 'Poste de sécurité',
  RECEPTION: 'Accueil',
  ADMINISTRATION: 'Administration',
};
