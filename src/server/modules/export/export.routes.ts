import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { sessionIdSchema } from '@shared/contracts/ai';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError, MESSAGES } from '@shared/errors';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseWith } from '../../infra/http/validate';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { AuthUser } from '../../infra/auth/session.queries';
import { PdfBusyError, type PdfTicket } from '../../infra/pdf/jobs';
import type { ExportPdfJob } from './pdf/jobs';
import {
  EXPORT_MESSAGES,
  exportAssessment,
  exportCoaching,
  exportDashboard,
  type ExportDeps,
  type PdfFile,
} from './export.service';

const sessionParam = z.object({ sessionId: sessionIdSchema });

/**
 * Runs an export in a place of the PDF renderer, taken before its data is read and given back
 * after (docs/decisions/025). Past the user's or the process's limit it throws at once: 429 or
 * 503, with the seconds to wait in Retry-After and in the message.
 */
async function inPdfPlace(
  c: Context<AppEnv>,
  user: Pick<AuthUser, 'id'>,
  make: (deps: ExportDeps) => Promise<PdfFile>,
): Promise<PdfFile> {
  const { clock, pdf, communityCache } = c.get('deps');
  let ticket: PdfTicket<ExportPdfJob>;
  try {
    ticket = pdf.reserve(user.id);
  } catch (err) {
    if (!(err instanceof PdfBusyError)) throw err;
    const retryAfterSeconds = err.retryAfterSeconds;
    c.get('log').warn(
      { reason: err.reason, limit: err.limit, retryAfterSeconds, userId: user.id },
      'PDF export refused: too many in flight',
    );
    throw err.reason === 'user'
      ? new AppError('RATE_LIMITED', EXPORT_MESSAGES.userBusy(retryAfterSeconds), {
          retryAfterSeconds,
        })
      : new AppError('UNAVAILABLE', EXPORT_MESSAGES.serverBusy(retryAfterSeconds), {
          retryAfterSeconds,
        });
  }
  try {
    return await make({
      db: c.get('db'),
      now: clock?.() ?? new Date(),
      pdf: ticket,
      communityCache,
    });
  } finally {
    ticket.release();
  }
}

function pdfResponse(c: Context<AppEnv>, file: PdfFile): Response {
  return c.body(new Uint8Array(file.pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'content-length': String(file.pdf.length),
    'cache-control': 'no-store',
  });
}

/**
 * Exports answer `{error}` rather than the API's `{message}` (docs/product-decisions.md 'Exports':
 * the spec's client reads `error`), so they catch their own errors instead of leaving them to the
 * app's handler; unexpected ones are logged and answer 500 without details.
 */
async function answerPdf(c: Context<AppEnv>, make: () => Promise<PdfFile>): Promise<Response> {
  try {
    return pdfResponse(c, await make());
  } catch (err) {
    if (err instanceof AppError) {
      const retryAfter = err.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('retry-after', String(retryAfter));
      return c.json({ error: err.message }, err.status as ContentfulStatusCode);
    }
    c.get('log').error({ err, requestId: c.get('requestId') }, 'PDF export failed');
    return c.json({ error: EXPORT_MESSAGES.failed }, 500);
  }
}

export function exportRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.exportAssessment.path, (c) =>
    answerPdf(c, async () => {
      const { user } = await requireAuth(c);
      const { assessmentId } = parseWith(ROUTE_SCHEMAS.exportAssessment.query, c.req.query());
      return inPdfPlace(c, user, (deps) => exportAssessment(deps, user, assessmentId));
    }),
  );

  // Spec 'API': `GET /api/export/coaching/{sessionId}[?assessmentId={id}]`, like GET /api/coach/{sessionId}.
  app.get(API.exportCoaching.path, (c) =>
    answerPdf(c, async () => {
      const { user } = await requireAuth(c);
      const { sessionId } = parseWith(sessionParam, { sessionId: c.req.param('sessionId') });
      const { assessmentId } = parseWith(ROUTE_SCHEMAS.exportCoaching.query, c.req.query());
      return inPdfPlace(c, user, (deps) =>
        exportCoaching(deps, user, sessionId as CoachingSessionNumber, assessmentId),
      );
    }),
  );

  app.get(API.exportDashboard.path, (c) =>
    answerPdf(c, async () => {
      const { user } = await requireAuth(c);
      const { assessmentId } = parseWith(ROUTE_SCHEMAS.exportDashboard.query, c.req.query());
      return inPdfPlace(c, user, (deps) => exportDashboard(deps, user, assessmentId));
    }),
  );

  // Any other path under /api/export answers in the exports' shape too.
  app.all('/api/export/*', (c) => c.json({ error: MESSAGES.notFound }, 404));

  return app;
}
