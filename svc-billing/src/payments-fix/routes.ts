import { Hono } from 'hono';
import { PAYMENTS_FIX_CALLS } from '@portal/contracts';
import { authenticate, requireRole, type AppEnv } from '@portal/service-kit';
import { platformWriteContextOf } from '../audit/platform-audit.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { fixPayments } from './fix-payments.js';

const { fix } = PAYMENTS_FIX_CALLS;

/** `GET /admin/payments-fix`: support and the super admin, in platform scope whatever agency they act in. */
export function paymentsFixRoutes(deps: BillingDeps) {
  return new Hono<AppEnv>().get(fix.path, authenticate(deps.verify), requireRole(...fix.roles), async (c) =>
    c.json(await fixPayments(deps, platformWriteContextOf(c, SERVICE_NAME))),
  );
}
