import type { Snapshot } from '@shared/contracts/assessments';
import { API } from '@shared/contracts/routes';
import { call } from '@client/lib/api';

export function createSnapshot(input: { id: string; note?: string }): Promise<Snapshot> {
  return call(API.createSnapshot, { params: { id: input.id }, body: { note: input.note ?? null } });
}
