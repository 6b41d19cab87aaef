import type { SaveCatalogItem } from '@portal/contracts';

export type DefaultCatalogItem = Pick<
  SaveCatalogItem,
  'designation' | 'description' | 'unitPrice' | 'priceUnit' | 'vatRate' | 'specialty'
>;

/**
 * The default catalogue an agency imports (serviceCatalog, 'Importer le catalogue par défaut'): the
 * usual prestations of a French private-security and cleaning agency, at market prices excl. tax
 * (2026), VAT 20 %. The agency adjusts them afterwards; importing again skips designations it has.
 */
export const DEFAULT_CATALOG: readonly DefaultCatalogItem[] = [
  // ---- Surveillance and guarding --------------------------------------------------------------
  {
    designation: 'Agent de prévention et de sécurité (APS)',
    description:
      "Surveillance et gardiennage du site, contrôle d'accès, rondes de prévention, tenue de la main courante. Agent titulaire de la carte professionnelle CNAPS.",
    unitPrice: '22.90',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: "Agent de sécurité SSIAP 1 à l'heure",
    description:
      "Agent de service de sécurité incendie et d'assistance à personnes : rondes de prévention incendie, surveillance du SSI, accueil et guidage des secours.",
    unitPrice: '24.50',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité incendie',
  },
  {
    designation: "Chef d'équipe SSIAP 2",
    description:
      "Encadrement de l'équipe de sécurité incendie, gestion du PC sécurité, formation du personnel aux consignes d'évacuation.",
    unitPrice: '28.90',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité incendie',
  },
  {
    designation: 'Chef de service SSIAP 3',
    description:
      "Direction du service de sécurité incendie, conseil au chef d'établissement, suivi des registres et des commissions de sécurité.",
    unitPrice: '36.00',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité incendie',
  },
  {
    designation: 'Agent cynophile (maître-chien et son chien)',
    description:
      'Surveillance dissuasive par un agent cynophile et son chien de défense, rondes sur sites étendus (parkings, chantiers, entrepôts).',
    unitPrice: '29.50',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Cynophile',
  },
  {
    designation: "Agent d'accueil et de contrôle d'accès",
    description:
      'Accueil des visiteurs, délivrance des badges, filtrage des entrées, gestion du standard et des livraisons.',
    unitPrice: '23.50',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Agent de sécurité événementiel',
    description:
      'Filtrage et palpation de sécurité, inspection visuelle des sacs, gestion des flux et des accès lors de manifestations.',
    unitPrice: '26.00',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Ronde de surveillance véhiculée',
    description:
      'Passage d’un agent en véhicule : contrôle des accès et des ouvertures, vérification des éclairages, rapport de passage horodaté.',
    unitPrice: '35.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Intervention sur alarme',
    description:
      "Levée de doute sur déclenchement d'alarme, 24 h/24 et 7 j/7, dans un délai de 30 minutes, avec compte rendu d'intervention.",
    unitPrice: '80.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Ouverture et fermeture de site',
    description: 'Ouverture ou fermeture des accès, mise en service ou sous alarme, contrôle des locaux.',
    unitPrice: '25.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Télésurveillance (abonnement mensuel)',
    description:
      'Raccordement du système d’alarme au centre de télésurveillance, réception et traitement des alarmes, appel des contacts.',
    unitPrice: '45.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  {
    designation: 'Gardiennage de chantier',
    description:
      'Présence d’un agent sur le chantier en dehors des heures d’activité : protection du matériel et des matériaux, contrôle des accès.',
    unitPrice: '22.50',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Sécurité',
  },
  // ---- Cleaning -------------------------------------------------------------------------------
  {
    designation: 'Nettoyage de bureaux au m²',
    description:
      'Entretien courant des bureaux par passage : dépoussiérage, vidage des corbeilles, aspiration et lavage des sols, sanitaires.',
    unitPrice: '1.80',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: "Agent de propreté à l'heure",
    description: 'Prestation de nettoyage réalisée par un agent de propreté, produits et matériel fournis.',
    unitPrice: '23.00',
    priceUnit: 'hour',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: "Nettoyage des parties communes d'immeuble",
    description:
      'Halls, escaliers, paliers et ascenseurs : balayage, lavage, essuyage des boîtes aux lettres et des vitres du hall.',
    unitPrice: '1.20',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: 'Vitrerie (nettoyage des vitres)',
    description:
      'Nettoyage des vitres, châssis et encadrements, intérieur et extérieur, à hauteur d’homme ou sur perche.',
    unitPrice: '3.50',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Vitrerie',
  },
  {
    designation: 'Remise en état après travaux',
    description:
      'Nettoyage de fin de chantier : enlèvement des gravats légers, dépoussiérage complet, décollage des traces de peinture et de plâtre, lavage des sols.',
    unitPrice: '6.50',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: 'Décapage et protection des sols',
    description: 'Décapage à la monobrosse, rinçage, pose de deux couches d’émulsion de protection.',
    unitPrice: '4.20',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: 'Shampouinage de moquette',
    description: 'Détachage puis nettoyage en profondeur par injection-extraction, séchage rapide.',
    unitPrice: '3.90',
    priceUnit: 'sqm',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: 'Sortie et rentrée des conteneurs',
    description:
      'Sortie des conteneurs de déchets la veille de la collecte et rentrée après passage, nettoyage du local.',
    unitPrice: '12.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
  {
    designation: 'Fourniture de consommables sanitaires',
    description:
      'Papier toilette, essuie-mains, savon et sacs poubelle, livrés et réassortis lors des passages (forfait mensuel).',
    unitPrice: '45.00',
    priceUnit: 'amount',
    vatRate: '20.00',
    specialty: 'Nettoyage',
  },
];
