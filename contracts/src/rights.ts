import { z } from 'zod';

/**
 * The rights catalogue of spec 00 §6. A right is `<family>.<action>`. Holding edit or send needs list;
 * holding delete needs list and edit. The owner, support and admin hold every right.
 */
export const RIGHT_ACTIONS = ['list', 'create', 'edit', 'delete', 'send'] as const;
export type RightAction = (typeof RIGHT_ACTIONS)[number];

const ACTION_LABELS: Record<RightAction, string> = {
  list: 'consultation',
  create: 'création',
  edit: 'modification',
  delete: 'suppression',
  send: 'envoi',
};

const CRUD = ['list', 'create', 'edit', 'delete'] as const;
const CRUD_SEND = ['list', 'create', 'edit', 'delete', 'send'] as const;
const LIST = ['list'] as const;
const LIST_EDIT = ['list', 'edit'] as const;

/** Each family: its French label and the actions it has. */
export const RIGHT_FAMILIES = {
  agents: { label: 'Collaborateurs', actions: CRUD_SEND },
  customers: { label: 'Clients', actions: CRUD_SEND },
  sites: { label: 'Sites', actions: CRUD },
  siteItems: { label: 'Éléments de site', actions: CRUD },
  checkpoints: { label: 'Points de contrôle', actions: CRUD },
  offers: { label: 'Offres et réponses', actions: CRUD },
  rounds: { label: 'Rondes', actions: CRUD },
  services: { label: 'Services', actions: CRUD },
  serviceBreaks: { label: 'Pauses de service', actions: CRUD },
  missionEvents: { label: 'Événements de mission', actions: CRUD_SEND },
  estimates: { label: 'Devis', actions: CRUD_SEND },
  agentPurchaseOrders: { label: 'Bons de commande collaborateurs', actions: CRUD_SEND },
  deliveryOrders: { label: 'Bons de livraison', actions: CRUD_SEND },
  invoices: { label: 'Factures', actions: CRUD_SEND },
  planning: { label: 'Planning', actions: LIST_EDIT },
  agencySettings: { label: "Paramètres de l'agence", actions: LIST_EDIT },
  agentRequests: { label: 'Demandes des collaborateurs', actions: CRUD },
  customerRequests: { label: 'Demandes des clients', actions: CRUD },
  ownUnavailabilities: { label: 'Mes indisponibilités', actions: CRUD },
  unavailabilities: { label: 'Indisponibilités des collaborateurs', actions: CRUD },
  interventionReports: { label: "Rapports d'intervention", actions: CRUD_SEND },
  emailTracking: { label: 'Suivi des e-mails', actions: LIST },
  dashboard: { label: 'Tableau de bord', actions: LIST },
  supervision: { label: 'Supervision', actions: LIST },
  hours: { label: 'Heures', actions: LIST_EDIT },
  margins: { label: 'Marges', actions: LIST },
  usefulDocs: { label: 'Documents utiles', actions: LIST },
  agentContractTemplates: { label: 'Modèles de contrat collaborateurs', actions: CRUD },
  customerContractTemplates: { label: 'Modèles de contrat clients', actions: CRUD },
  agentContracts: { label: 'Contrats collaborateurs', actions: CRUD_SEND },
  customerContracts: { label: 'Contrats clients', actions: CRUD_SEND },
  signatureRequests: { label: 'Demandes de signature électronique', actions: CRUD_SEND },
  catalog: { label: "Catalogue d'articles", actions: CRUD },
  expirations: { label: 'Échéances', actions: LIST },
  agentPhones: { label: 'Téléphones des collaborateurs', actions: LIST },
  instructionBooks: { label: 'Cahiers de consignes', actions: CRUD },
  salaryElements: { label: 'Éléments de salaire', actions: CRUD },
  dataExport: { label: 'Export de données', actions: LIST },
  stockReferences: { label: 'Références de stock', actions: CRUD },
  stockAssignments: { label: 'Affectations de stock', actions: CRUD },
  stockActions: { label: 'Actions de stock', actions: CRUD },
  ownDocuments: { label: 'Mes documents', actions: LIST },
  agencyDocuments: { label: "Documents de l'agence", actions: CRUD_SEND },
  documentReaders: { label: 'Lecteurs des documents', actions: LIST },
  emailCopies: { label: 'Copies des e-mails', actions: LIST_EDIT },
  subscriptionInvoices: { label: "Factures d'abonnement", actions: LIST },
  articleOrders: { label: "Commandes d'articles", actions: ['list', 'create'] },
  paymentMethods: { label: 'Moyens de paiement', actions: CRUD },
  subscriptions: { label: 'Abonnements', actions: LIST_EDIT },
  informationNotes: { label: "Notes d'information", actions: CRUD },
  prestations: { label: 'Gestion des prestations', actions: CRUD },
} as const satisfies Record<string, { label: string; actions: readonly RightAction[] }>;

export type RightFamily = keyof typeof RIGHT_FAMILIES;
export type Right = {
  [F in RightFamily]: `${F}.${(typeof RIGHT_FAMILIES)[F]['actions'][number]}`;
}[RightFamily];

export const ALL_RIGHTS: readonly Right[] = Object.entries(RIGHT_FAMILIES).flatMap(([family, def]) =>
  def.actions.map((action) => `${family}.${action}` as Right),
);

const RIGHT_SET: ReadonlySet<string> = new Set(ALL_RIGHTS);
export function isRight(value: string): value is Right {
  return RIGHT_SET.has(value);
}
export const RightSchema = z.custom<Right>((value) => typeof value === 'string' && isRight(value), {
  message: 'Autorisation inconnue',
});

/** The French label of a right, as shown in 'Vous ne bénéficiez pas de l'autorisation "{label}".' */
export function rightLabel(right: Right): string {
  const [family, action] = right.split('.') as [RightFamily, RightAction];
  return `${RIGHT_FAMILIES[family].label} : ${ACTION_LABELS[action]}`;
}

/** The rights a right needs besides itself: edit and send need list; delete needs list and edit. */
export function rightDependencies(right: Right): Right[] {
  const [family, action] = right.split('.') as [RightFamily, RightAction];
  const needs: RightAction[] =
    action === 'delete' ? ['list', 'edit'] : action === 'edit' || action === 'send' ? ['list'] : [];
  return needs.map((need) => `${family}.${need}`).filter(isRight);
}

/** A rights set closed over its dependencies, in catalogue order. */
export function withDependencies(rights: Iterable<Right>): Right[] {
  const held = new Set<Right>();
  for (const right of rights) {
    held.add(right);
    for (const dependency of rightDependencies(right)) held.add(dependency);
  }
  return ALL_RIGHTS.filter((right) => held.has(right));
}

/** The rights of a set whose dependencies are missing (a set that must be refused or completed). */
export function missingDependencies(rights: Iterable<Right>): Right[] {
  const held = new Set(rights);
  return [...held].flatMap((right) => rightDependencies(right).filter((dependency) => !held.has(dependency)));
}

/** A rights map as stored on a membership: right → granted. */
export const RightsMapSchema = z.record(z.string(), z.boolean()).superRefine((map, ctx) => {
  for (const key of Object.keys(map)) {
    if (!isRight(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Autorisation inconnue' });
  }
});

export function rightsFromMap(map: Record<string, boolean>): Right[] {
  return withDependencies(
    Object.entries(map)
      .filter(([key, granted]) => granted && isRight(key))
      .map(([key]) => key as Right),
  );
}

/** Default right set of a collaborator (agent) profile. */
export const DEFAULT_AGENT_RIGHTS: readonly Right[] = withDependencies([
  'planning.list',
  'services.list',
  'sites.list',
  'checkpoints.list',
  'rounds.list',
  'missionEvents.create',
  'missionEvents.list',
  'serviceBreaks.create',
  'ownUnavailabilities.create',
  'ownUnavailabilities.edit',
  'ownUnavailabilities.delete',
  'agentRequests.create',
  'agentRequests.list',
  'ownDocuments.list',
  'usefulDocs.list',
]);

/** Default right set of a customer profile. */
export const DEFAULT_CUSTOMER_RIGHTS: readonly Right[] = withDependencies([
  'planning.list',
  'services.list',
  'sites.list',
  'missionEvents.list',
  'interventionReports.list',
  'invoices.list',
  'customerRequests.create',
  'customerRequests.list',
  'ownDocuments.list',
  'stockReferences.list',
]);
