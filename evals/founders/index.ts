import { DEVICE_AND_MARKETPLACE_FOUNDERS } from './devices-marketplaces';
import { GOODS_FOUNDERS } from './goods';
import { MISSION_AND_IDEA_FOUNDERS } from './missions-and-ideas';
import { OPERATIONS_FOUNDERS } from './operations';
import { SERVICE_FOUNDERS } from './services';
import { SOFTWARE_FOUNDERS } from './software';
import type { Founder } from './types';

export type { Founder, FounderExpectation } from './types';

/** The eval's fixture founders: varied business models, stages, regions and self-ratings. */
export const FOUNDERS: readonly Founder[] = [
  ...SOFTWARE_FOUNDERS,
  ...SERVICE_FOUNDERS,
  ...OPERATIONS_FOUNDERS,
  ...GOODS_FOUNDERS,
  ...DEVICE_AND_MARKETPLACE_FOUNDERS,
  ...MISSION_AND_IDEA_FOUNDERS,
];

const names = new Set<string>();
for (const f of FOUNDERS) {
  if (names.has(f.name)) throw new Error(`duplicate founder name '${f.name}'`);
  names.add(f.name);
}
