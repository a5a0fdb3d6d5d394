import type { z } from 'zod';
import { emptyFormState, formStateSchema, type FormState } from '@shared/contracts/assessment-form';
import type {
  Assessment,
  AssessmentListItem,
  SaveAssessmentResponse,
  Snapshot,
} from '@shared/contracts/assessments';
import type { AssessmentRow, SavedAssessment, SnapshotRow } from './assessments.queries';

type Json = Record<string | number, unknown>;

const isContainer = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/** Makes one issue go away: text too long is cut to its limit, anything else takes its default. */
function repair(root: Json, issue: z.core.$ZodIssue): boolean {
  const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  const key = path.pop();
  if (key === undefined) return false;
  let parent: unknown = root;
  for (const p of path) parent = isContainer(parent) ? parent[p] : undefined;
  if (!isContainer(parent)) return false;
  const value = parent[key];
  if (issue.code === 'too_big' && (typeof value === 'string' || Array.isArray(value))) {
    parent[key] = value.slice(0, Number(issue.maximum));
  } else if (Array.isArray(parent)) {
    parent[key] = '';
  } else {
    delete parent[key];
  }
  return true;
}

/**
 * Reads stored form data through the shared schema, so data saved before a field existed gets its
 * defaults. Data that no longer fits (written by an older version or by hand) is repaired field by
 * field rather than failing the read: a user must always be able to open their assessment.
 */
export function readFormData(raw: unknown): FormState {
  // Stored forms fit the schema (every save goes through it): parsed as they are, uncopied; zod
  // builds its result without changing its input. Only a form that needs repair is copied.
  const stored = formStateSchema.safeParse(raw);
  if (stored.success) return stored.data;
  const candidate: unknown = isContainer(raw) && !Array.isArray(raw) ? structuredClone(raw) : {};
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = formStateSchema.safeParse(candidate);
    if (result.success) return result.data;
    const repaired = result.error.issues.map((issue) => repair(candidate as Json, issue));
    if (!repaired.some(Boolean)) break;
  }
  return emptyFormState();
}

export function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    analysisId: row.analysisId,
    name: row.name,
    formData: readFormData(row.formData),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toListItem(
  row: Pick<AssessmentRow, 'id' | 'name' | 'completedAt' | 'createdAt'>,
): AssessmentListItem {
  return {
    id: row.id,
    name: row.name,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSaved(row: SavedAssessment): SaveAssessmentResponse {
  return {
    id: row.id,
    name: row.name,
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    version: row.version,
  };
}

export function toSnapshot(row: SnapshotRow): Snapshot {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    userId: row.userId,
    productScore: row.productScore,
    marketScore: row.marketScore,
    executionScore: row.executionScore,
    overallScore: row.overallScore,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
