import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { CommercialDocumentKind, ESTIMATE_CALLS, Right, SaveCommercialDocument } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { idParam, provisionedAgency, saveRight } from '../customers/guards.js';
import { copyDocument } from './copy-document.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { documentContextOf } from './document-context.js';
import { findDocuments } from './find-documents.js';
import { findReminds } from './find-reminds.js';
import { getDocumentPdf } from './get-document-pdf.js';
import { findDocumentHistory, getDocument } from './get-document.js';
import { markDocumentSent } from './mark-document-sent.js';
import { previewDocument } from './preview-document.js';
import { pdfResponse } from './render-pdf.js';
import type { Book } from './repo.js';
import { sendDocument } from './send-document.js';
import { updateDocument } from './update-document.js';

type SharedCall =
  'list' | 'get' | 'save' | 'update' | 'preview' | 'sent' | 'reminds' | 'copy' | 'pdf' | 'send' | 'history' | 'delete';

/** The calls both books answer alike (of ESTIMATE_CALLS or INVOICE_CALLS): same bodies, their own paths and rights. */
export type DocumentBookCalls = {
  [K in SharedCall]: Omit<(typeof ESTIMATE_CALLS)[K], 'path' | 'right'> & { path: string; right: Right };
};

/** A book of commercial documents as its routes differ: its calls, its path's id and what a save creates. */
export type DocumentBook = {
  book: Book;
  calls: DocumentBookCalls;
  /** The path's document id: `estimateId`, `invoiceId`. */
  idName: string;
  /** The kind of document a save without id creates. */
  kindOf: (input: SaveCommercialDocument) => CommercialDocumentKind;
  /** What a save's or a preview's body must pass besides its schema. */
  bodyCheck?: MiddlewareHandler<AppEnv>;
};

const anyBody: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/** The checks every route of a book makes before its input: the token, that billing knows the agency, the document id. */
export type BookGuards = {
  auth: MiddlewareHandler<AppEnv>;
  agency: MiddlewareHandler<AppEnv>;
  document: MiddlewareHandler<AppEnv>;
};

/** The agency and the document the path names (the tenant and the id checked by then). */
function pathIds(c: Context<AppEnv>, idName: string) {
  return { agencyId: c.req.param('agencyId') ?? '', documentId: c.req.param(idName) ?? '' };
}

/**
 * A book's routes (ESTIMATE_CALLS, INVOICE_CALLS of contracts), `own` (the book's own calls, made
 * with the same guards) among them: every route checks the token, the tenant (another agency → 404; a customer user, whose
 * routes are under /customer/{id} → 404), the right, that billing knows the agency (a list in its
 * own transaction, with its page), then the input. The paths without a document id come first,
 * then the book's own (`/invoice/from-billable-lines` before `/invoice/:invoiceId`), then those
 * naming a document, the deletion last. Middleware is set per route: this app is mounted at '/'.
 */
export function documentBookRoutes(
  deps: BillingDeps,
  { book, calls, idName, kindOf, bodyCheck = anyBody }: DocumentBook,
  own: (guards: BookGuards) => Hono<AppEnv>,
) {
  const { list, get, save, update, preview, sent, reminds, copy, pdf, send, history, delete: remove } = calls;
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  const document = idParam(idName, 'DOCUMENT_NOT_FOUND');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      const { agencyId } = pathIds(c, idName);
      return c.json(await findDocuments(deps.sql, scopeOf(c.get('session')), agencyId, book, c.req.valid('json')));
    })
    .get(reminds.path, auth, requireTenant, requireRight(reminds.right), agency, async (c) =>
      c.json(await findReminds(deps.sql, scopeOf(c.get('session')), pathIds(c, idName).agencyId, book)),
    )
    .post(
      preview.path,
      auth,
      requireTenant,
      requireRight(preview.right),
      agency,
      validate('json', preview.body),
      bodyCheck,
      async (c) => {
        const { agencyId } = pathIds(c, idName);
        const rendered = await previewDocument(
          deps.sql,
          scopeOf(c.get('session')),
          agencyId,
          book,
          c.req.valid('json'),
        );
        return pdfResponse(c, rendered);
      },
    )
    .post(
      save.path,
      auth,
      requireTenant,
      saveRight(save.right, update.right),
      agency,
      validate('json', save.body),
      bodyCheck,
      async (c) => {
        const input = c.req.valid('json');
        const { agencyId } = pathIds(c, idName);
        if (input.id === undefined) {
          return c.json(await createDocument(deps.sql, agencyId, kindOf(input), input, documentContextOf(c)), 201);
        }
        return c.json(await updateDocument(deps.sql, agencyId, book, input.id, input, documentContextOf(c)));
      },
    )
    .route('/', own({ auth, agency, document }))
    .get(get.path, auth, requireTenant, requireRight(get.right), agency, document, async (c) => {
      const { agencyId, documentId } = pathIds(c, idName);
      return c.json(await getDocument(deps.sql, scopeOf(c.get('session')), agencyId, book, documentId));
    })
    .get(history.path, auth, requireTenant, requireRight(history.right), agency, document, async (c) => {
      const { agencyId, documentId } = pathIds(c, idName);
      return c.json(await findDocumentHistory(deps.sql, scopeOf(c.get('session')), agencyId, book, documentId));
    })
    .patch(
      sent.path,
      auth,
      requireTenant,
      requireRight(sent.right),
      agency,
      document,
      validate('json', sent.body),
      async (c) => {
        const { agencyId, documentId } = pathIds(c, idName);
        const { sent: value } = c.req.valid('json');
        return c.json(await markDocumentSent(deps.sql, agencyId, book, documentId, value, documentContextOf(c)));
      },
    )
    .post(copy.path, auth, requireTenant, requireRight(copy.right), agency, document, async (c) => {
      const { agencyId, documentId } = pathIds(c, idName);
      return c.json(await copyDocument(deps.sql, agencyId, book, documentId, documentContextOf(c)), 201);
    })
    .get(pdf.path, auth, requireTenant, requireRight(pdf.right), agency, document, async (c) => {
      const { agencyId, documentId } = pathIds(c, idName);
      return pdfResponse(c, await getDocumentPdf(deps.sql, scopeOf(c.get('session')), agencyId, book, documentId));
    })
    .post(
      send.path,
      auth,
      requireTenant,
      requireRight(send.right),
      agency,
      document,
      validate('json', send.body),
      async (c) => {
        const { agencyId, documentId } = pathIds(c, idName);
        return c.json(await sendDocument(deps, agencyId, book, documentId, c.req.valid('json'), documentContextOf(c)));
      },
    )
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), agency, document, async (c) => {
      const { agencyId, documentId } = pathIds(c, idName);
      await deleteDocument(deps.sql, agencyId, book, documentId, documentContextOf(c));
      return c.body(null, 204);
    });
}
