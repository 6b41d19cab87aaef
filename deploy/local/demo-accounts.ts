/** The accounts the identity seed creates (keep in step with svc-identity/src/seed and README.md). */
export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_ACCOUNTS = [
  { login: 'proprietaire@vigie-demo.fr', role: 'Agency owner', agency: 'Vigie Sécurité (security)' },
  { login: 'planificateur@vigie-demo.fr', role: 'Agency staff (partial rights)', agency: 'Vigie Sécurité' },
  { login: 'agent@vigie-demo.fr', role: 'Field agent (plannable)', agency: 'Vigie Sécurité' },
  { login: 'client@vigie-demo.fr', role: 'Customer', agency: 'Vigie Sécurité' },
  { login: 'proprietaire@eclat-demo.fr', role: 'Agency owner', agency: 'Éclat Propreté (cleaning)' },
  {
    login: 'proprietaire@horizon-demo.fr',
    role: 'Agency owner',
    agency: 'Horizon Gardiennage (security, free trial ended)',
  },
  { login: 'support@plateforme-demo.fr', role: 'Platform support', agency: '-' },
  { login: 'admin@plateforme-demo.fr', role: 'Platform super admin', agency: '-' },
] as const;
