import { Hono } from 'hono';
import { ESTIMATE_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { idParam, provisionedAgency, saveRight } from '../customers/guards.js';
import { answerEstimate } from './answer-estimate.js';
import { copyDocument } from './copy-document.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { documentContextOf } from './document-context.js';
import { findDocuments } from './find-documents.js';
import { findReminds } from './find-reminds.js';
import { getDocumentPdf } from './get-document-pdf.js';
import { findDocumentHistory, getDocument } from './get-document.js';
import { noKindOnEstimates } from './guards.js';
import { markDocumentSent } from './mark-document-sent.js';
import { previewDocument } from './preview-document.js';
import { pdfResponse } from './render-pdf.js';
import { sendDocument } from './send-document.js';
import { transformEstimate } from './transform-estimate.js';
import { updateDocument } from './update-document.js';

const {
  list,
  get,
  save,
  update,
  preview,
  sent,
  reminds,
  answer,
  transform,
  copy,
  pdf,
  send,
  history,
  delete: remove,
} = ESTIMATE_CALLS;

/**
 * Estimates (ESTIMATE_CALLS of contracts): every route checks the token, the tenant (another
 * agency → 404; a customer user, whose routes are under /customer/{id} → 404), the right, that
 * billing knows the agency (a list in its own transaction, with its page), then the input. The
 * deletion is declared last. Middleware is set per route: this app is mounted at '/'.
 */
export function estimateRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  const estimate = idParam('estimateId', 'DOCUMENT_NOT_FOUND');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      const { agencyId } = c.req.param();
      return c.json(
        await findDocuments(deps.sql, scopeOf(c.get('session')), agencyId, 'estimates', c.req.valid('json')),
      );
    })
    .get(reminds.path, auth, requireTenant, requireRight(reminds.right), agency, async (c) =>
      c.json(await findReminds(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), 'estimates')),
    )
    .post(
      preview.path,
      auth,
      requireTenant,
      requireRight(preview.right),
      agency,
      validate('json', preview.body),
      noKindOnEstimates,
      async (c) => {
        const { agencyId } = c.req.param();
        const rendered = await previewDocument(
          deps.sql,
          scopeOf(c.get('session')),
          agencyId,
          'estimates',
          c.req.valid('json'),
        );
        return pdfResponse(c, rendered);
      },
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      return c.json(await getDocument(deps.sql, scopeOf(c.get('session')), agencyId, 'estimates', estimateId));
    })
    .get(history.path, auth, requireTenant, requireRight(history.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      return c.json(await findDocumentHistory(deps.sql, scopeOf(c.get('session')), agencyId, 'estimates', estimateId));
    })
    .post(
      save.path,
      auth,
      requireTenant,
      saveRight(save.right, update.right),
      agency,
      validate('json', save.body),
      noKindOnEstimates,
      async (c) => {
        const input = c.req.valid('json');
        const { agencyId } = c.req.param();
        if (input.id === undefined) {
          return c.json(await createDocument(deps.sql, agencyId, 'estimate', input, documentContextOf(c)), 201);
        }
        return c.json(await updateDocument(deps.sql, agencyId, 'estimates', input.id, input, documentContextOf(c)));
      },
    )
    .patch(
      sent.path,
      auth,
      requireTenant,
      requireRight(sent.right),
      agency,
      estimate,
      validate('json', sent.body),
      async (c) => {
        const { agencyId, estimateId } = c.req.param();
        const { sent: value } = c.req.valid('json');
        return c.json(await markDocumentSent(deps.sql, agencyId, 'estimates', estimateId, value, documentContextOf(c)));
      },
    )
    .patch(
      answer.path,
      auth,
      requireTenant,
      requireRight(answer.right),
      agency,
      estimate,
      validate('json', answer.body),
      async (c) => {
        const { agencyId, estimateId } = c.req.param();
        const { answer: value } = c.req.valid('json');
        return c.json(await answerEstimate(deps.sql, agencyId, estimateId, value, documentContextOf(c)));
      },
    )
    .post(transform.path, auth, requireTenant, requireRight(transform.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      return c.json(await transformEstimate(deps.sql, agencyId, estimateId, documentContextOf(c)), 201);
    })
    .post(copy.path, auth, requireTenant, requireRight(copy.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      return c.json(await copyDocument(deps.sql, agencyId, 'estimates', estimateId, documentContextOf(c)), 201);
    })
    .get(pdf.path, auth, requireTenant, requireRight(pdf.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      return pdfResponse(
        c,
        await getDocumentPdf(deps.sql, scopeOf(c.get('session')), agencyId, 'estimates', estimateId),
      );
    })
    .post(
      send.path,
      auth,
      requireTenant,
      requireRight(send.right),
      agency,
      estimate,
      validate('json', send.body),
      async (c) => {
        const { agencyId, estimateId } = c.req.param();
        return c.json(
          await sendDocument(deps, agencyId, 'estimates', estimateId, c.req.valid('json'), documentContextOf(c)),
        );
      },
    )
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), agency, estimate, async (c) => {
      const { agencyId, estimateId } = c.req.param();
      await deleteDocument(deps.sql, agencyId, 'estimates', estimateId, documentContextOf(c));
      return c.body(null, 204);
    });
}
