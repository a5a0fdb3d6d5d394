import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError } from '@shared/errors';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseJson, parseWith } from '../../infra/http/validate';
import { compareAssessment, listAssessmentSnapshots } from './assessments.compare';
import {
  createAssessment,
  createSnapshot,
  deleteAssessment,
  getAssessment,
  listUserAssessments,
  renameAssessment,
  saveAssessment,
  type AssessmentDeps,
} from './assessments.service';
import { jsonBytes } from '../../infra/http/json-bytes';

const idSchema = z.uuid();

/** The :id of the path; anything that is not an id cannot be one of the user's assessments. */
function assessmentId(c: Context<AppEnv>): string {
  const parsed = idSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
  return parsed.data;
}

function serviceDeps(c: Context<AppEnv>): AssessmentDeps {
  const deps = c.get('deps');
  return {
    db: c.get('db'),
    authCache: deps.authCache,
    listCache: deps.listCache,
    metrics: deps.metrics,
  };
}

export function assessmentsRoutes() {
  const app = new Hono<AppEnv>();

  // Fixed paths first: `list` and `new` would otherwise match `:id`.
  app.get(API.assessmentList.path, async (c) => {
    const { user } = await requireAuth(c);
    return c.json(await listUserAssessments(serviceDeps(c), user.id));
  });

  app.post(API.createAssessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const { name } = await parseJson(c, ROUTE_SCHEMAS.createAssessment.body);
    return c.json(await createAssessment(serviceDeps(c), user, name), 201);
  });

  app.post(API.saveNewAssessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const input = await parseJson(c, ROUTE_SCHEMAS.saveNewAssessment.body);
    const { created, saved } = await saveAssessment(serviceDeps(c), user, input);
    return c.json(saved, created ? 201 : 200);
  });

  // The read behind every visit to the assessment screen. On the embedded database its answer is
  // kept as JSON text until the user's next write (app.ts): reading the stored form through the
  // schema is most of its cost with a long form.
  app.get(API.assessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    // Kept as UTF-8 bytes: a long form's 100 kB are not encoded again for every read.
    const load = async () =>
      Buffer.from(JSON.stringify(await getAssessment(c.get('db'), user.id, id)));
    const cache = c.get('deps').assessmentCache;
    const json = await (cache ? cache.read(user.id, id, load) : load());
    return jsonBytes(c, json);
  });

  app.post(API.saveAssessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const input = await parseJson(c, ROUTE_SCHEMAS.saveAssessment.body);
    if (input.assessmentId && input.assessmentId !== id) {
      throw new AppError(
        'BAD_REQUEST',
        'assessmentId does not match the assessment in the address',
      );
    }
    const { saved } = await saveAssessment(serviceDeps(c), user, { ...input, assessmentId: id });
    return c.json(saved);
  });

  app.patch(API.renameAssessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const { name, version } = await parseJson(c, ROUTE_SCHEMAS.renameAssessment.body);
    const target = { userId: user.id, id, expectedVersion: version ?? undefined };
    return c.json(await renameAssessment(serviceDeps(c), target, name));
  });

  app.delete(API.deleteAssessment.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const { version } = parseWith(ROUTE_SCHEMAS.deleteAssessment.query, c.req.query());
    return c.json(
      await deleteAssessment(serviceDeps(c), { userId: user.id, id, expectedVersion: version }),
    );
  });

  app.post(API.createSnapshot.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const { note } = await parseJson(c, ROUTE_SCHEMAS.createSnapshot.body);
    return c.json(await createSnapshot(c.get('db'), user.id, id, note || null), 201);
  });

  // "What changed" (ADR 035): its picker's snapshots, and the comparison itself. On the embedded
  // database their answers are kept beside the assessment's read, until the user's next write
  // (app.ts): a comparison reads two whole forms.
  app.get(API.snapshots.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const load = async () =>
      Buffer.from(JSON.stringify(await listAssessmentSnapshots(c.get('db'), user.id, id)));
    const cache = c.get('deps').assessmentCache;
    const json = await (cache ? cache.read(user.id, `${id}/snapshots`, load) : load());
    return jsonBytes(c, json);
  });

  app.get(API.compare.path, async (c) => {
    const { user } = await requireAuth(c);
    const id = assessmentId(c);
    const query = parseWith(ROUTE_SCHEMAS.compare.query, c.req.query());
    const load = async () =>
      Buffer.from(JSON.stringify(await compareAssessment(c.get('db'), user.id, id, query)));
    const key = `${id}/compare?${query.snapshot ? `snapshot=${query.snapshot}` : `with=${query.with}`}`;
    const cache = c.get('deps').assessmentCache;
    const json = await (cache ? cache.read(user.id, key, load) : load());
    return jsonBytes(c, json);
  });

  return app;
}
