import { Hono } from 'hono';
import { SERVICE_IMPORT_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, validate, writeContextOf, type AppEnv } from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { importServices } from './import-services.js';

const { import: importCall } = SERVICE_IMPORT_CALLS;

/** The service import (adminServices 'Importer'): 200 with the report of the rows. */
export function serviceImportRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>().post(
    importCall.path,
    auth,
    requireTenant,
    requireRight(importCall.right),
    validate('json', importCall.body),
    async (c) =>
      c.json(
        await importServices(deps.sql, c.req.param('agencyId'), c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
      ),
  );
}
