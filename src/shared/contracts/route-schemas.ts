/**
 * The zod schemas of the route table's bodies and queries (ADR 038), keyed by the names of `API`
 * in `routes.ts`: the server parses with them (`parseJson(c, ROUTE_SCHEMAS.saveAssessment.body)`).
 * They live apart from the table so that the client, which imports the table, never loads zod.
 * The compiler checks each schema against the table: what it accepts is what the table says the
 * route takes, and every JSON route that takes a body or a query has its schema here.
 */
import type { z } from 'zod';
import { addGroupRequestSchema, grantCreditsRequestSchema } from './admin';
import { coachRequestSchema, inferIndustryRequestSchema, suggestRequestSchema } from './ai';
import {
  assessmentQuerySchema,
  deleteAssessmentQuerySchema,
  newAssessmentRequestSchema,
  optionalAssessmentQuerySchema,
  renameAssessmentRequestSchema,
  saveAssessmentRequestSchema,
  snapshotRequestSchema,
} from './assessments';
import { loginRequestSchema } from './auth';
import { taskTickSchema } from './coaching';
import { compareQuerySchema } from './compare';
import type { Api, BodyOf, Kind, QueryOf, RouteName } from './routes';
import { createMentorLinkRequestSchema } from './sharing';

export const ROUTE_SCHEMAS = {
  requestLoginLink: { body: loginRequestSchema },

  createAssessment: { body: newAssessmentRequestSchema },
  saveNewAssessment: { body: saveAssessmentRequestSchema },
  saveAssessment: { body: saveAssessmentRequestSchema },
  renameAssessment: { body: renameAssessmentRequestSchema },
  deleteAssessment: { query: deleteAssessmentQuerySchema },
  createSnapshot: { body: snapshotRequestSchema },
  compare: { query: compareQuerySchema },

  createMentorLink: { body: createMentorLinkRequestSchema },

  coachingList: { query: optionalAssessmentQuerySchema },
  clearCoaching: { query: optionalAssessmentQuerySchema },
  sessionTasks: { query: assessmentQuerySchema },
  tickTask: { body: taskTickSchema },
  coachingSession: { query: optionalAssessmentQuerySchema },
  generateCoaching: { body: coachRequestSchema },

  dashboard: { query: optionalAssessmentQuerySchema },
  benchmark: { query: optionalAssessmentQuerySchema },

  exportAssessment: { query: assessmentQuerySchema },
  exportCoaching: { query: optionalAssessmentQuerySchema },
  exportDashboard: { query: assessmentQuerySchema },

  grantCredits: { body: grantCreditsRequestSchema },
  addAccessGroup: { body: addGroupRequestSchema },

  suggest: { body: suggestRequestSchema },
  inferIndustry: { body: inferIndustryRequestSchema },
} as const satisfies { [N in RouteName]?: SchemasOf<Api[N]> };

// --- The checks against the table (types only) ---------------------------------------------------

interface SchemasOf<R> {
  body?: [BodyOf<R>] extends [undefined] ? never : z.ZodType;
  query?: [QueryOf<R>] extends [undefined] ? never : z.ZodType;
}

/** True when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type PartOf<R, Part extends 'body' | 'query'> = Part extends 'body' ? BodyOf<R> : QueryOf<R>;

/** The routes that take a body (or a query), of every kind or of kind `K`. */
type Taking<Part extends 'body' | 'query', K extends Kind = Kind> = {
  [N in RouteName]: Api[N] extends { carried?: { kind: K } }
    ? [PartOf<Api[N], Part>] extends [undefined]
      ? never
      : N
    : never;
}[RouteName];

type Schemas = typeof ROUTE_SCHEMAS;
type Having<Part extends 'body' | 'query'> = {
  [N in keyof Schemas]: Schemas[N] extends Record<Part, z.ZodType> ? N : never;
}[keyof Schemas];

/** The routes whose schemas accept exactly what the table says they take (both ways). */
type Agreeing = {
  [N in keyof Schemas]: (
    Schemas[N] extends { body: z.ZodType }
      ? Same<z.input<Schemas[N]['body']>, BodyOf<Api[N]>>
      : true
  ) extends true
    ? (
        Schemas[N] extends { query: z.ZodType }
          ? Same<z.input<Schemas[N]['query']>, QueryOf<Api[N]>>
          : true
      ) extends true
      ? N
      : never
    : never;
}[keyof Schemas];

/** Fails the typecheck unless T is true. */
type Assert<T extends true> = T;

// A JSON route of the table without its schema, a schema of a route that takes no such part, or a
// schema that accepts something else than the table says fails the typecheck here. Pages may go
// without: the sign-in pages read their form fields themselves.
type _Checks = [
  Assert<Same<Exclude<Taking<'body', 'json'>, Having<'body'>>, never>>,
  Assert<Same<Exclude<Taking<'query', 'json'>, Having<'query'>>, never>>,
  Assert<Same<Exclude<Having<'body'>, Taking<'body'>>, never>>,
  Assert<Same<Exclude<Having<'query'>, Taking<'query'>>, never>>,
  Assert<Same<Agreeing, keyof Schemas>>,
];
