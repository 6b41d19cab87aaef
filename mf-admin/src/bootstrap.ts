import { REMOTES } from '@portal/contracts';
import { startStandalone } from '@portal/kit';
import { routes } from './routes.js';

await startStandalone(`Portail · ${REMOTES.mf_admin.label}`, routes);
