import { Hono } from 'hono';
import { ESTIMATE_CALLS } from '@portal/contracts';
import { requireRight, requireTenant, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { answerEstimate } from './answer-estimate.js';
import { documentBookRoutes, type BookGuards, type DocumentBook } from './document-book-routes.js';
import { documentContextOf } from './document-context.js';
import { noKindOnEstimates } from './guards.js';
import { transformEstimate } from './transform-estimate.js';

const { answer, transform } = ESTIMATE_CALLS;

/** Estimates: a save creates an estimate, and takes no kind. */
const ESTIMATES: DocumentBook = {
  book: 'estimates',
  calls: ESTIMATE_CALLS,
  idName: 'estimateId',
  kindOf: () => 'estimate',
  bodyCheck: noKindOnEstimates,
};

/**
 * Estimates (ESTIMATE_CALLS of contracts): the routes of every book (document-book-routes.ts), and
 * the estimate's own, its answer and its transformation into an invoice, guarded alike.
 */
export function estimateRoutes(deps: BillingDeps) {
  const own = ({ auth, agency, document: estimate }: BookGuards) =>
    new Hono<AppEnv>()
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
      });
  return documentBookRoutes(deps, ESTIMATES, own);
}
