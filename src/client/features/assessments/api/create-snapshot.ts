import type { Snapshot } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS } from '@shared/paths';
import { apiRequest } from '@client/lib/api';

export async function createSnapshot(input: { id: string; note?: string }): Promise<Snapshot> {
  const res = await apiRequest('POST', ASSESSMENT_PATHS.snapshot(input.id), {
    note: input.note ?? null,
  });
  return (await res.json()) as Snapshot;
}
