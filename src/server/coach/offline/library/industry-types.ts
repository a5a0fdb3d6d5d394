import type { Pillar } from '@shared/domain';

/** Industry practice for one pillar: where to focus, one action, one metric, one risk. */
export interface PillarNote {
  focus: string;
  action: string;
  metric: string;
  risk: string;
  /**
   * Written for organisations that buy (a school's budget year, a clinic's budget holder,
   * licences and seats): left out for a founder whose customers are people.
   */
  organisations?: true;
}

/** What an experienced coach knows about an industry, for the coaching cards and the helpers. */
export interface IndustryNotes {
  /** One sentence on what makes the industry different to build in. */
  context: string;
  pillars: Record<Pillar, PillarNote>;
  /** A well-known industry resource. */
  resource: string;
  /** Channels that usually reach first customers here (short phrases). */
  channels: readonly [string, string, string];
  /** Commitments that prove willingness to pay here (short phrases). */
  payProof: readonly [string, string];
}
