import type { Pillar } from './domain';

export const RATING_GUIDE_TEXT =
  'Choose the rating that best reflects your current state. Be honest - this helps identify areas for improvement.';

export interface RatingLevel {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  description: string;
}

/** Level names are the spec's; the descriptions are ours (the spec does not show them). */
export const RATING_GUIDES: Record<Pillar, readonly RatingLevel[]> = {
  product: [
    {
      value: 1,
      label: 'Very Early',
      description:
        'An idea or a rough concept. The problem is assumed, not yet confirmed by the people who have it.',
    },
    {
      value: 2,
      label: 'Early',
      description:
        'The problem is confirmed in a few conversations and a first prototype or mock-up exists.',
    },
    {
      value: 3,
      label: 'Developing',
      description:
        'A working product is in the hands of early users, who give feedback you act on.',
    },
    {
      value: 4,
      label: 'Mature',
      description:
        'Customers use the product regularly and pay for it; what sets it apart is clear and proven.',
    },
    {
      value: 5,
      label: 'Excellent',
      description:
        'A loved, defensible product with strong retention and a roadmap driven by evidence.',
    },
  ],
  market: [
    {
      value: 1,
      label: 'Unvalidated',
      description:
        'The target customer is a guess. Nobody outside the team has confirmed the need.',
    },
    {
      value: 2,
      label: 'Exploring',
      description:
        'Customer discovery is under way: interviews and experiments narrow down who buys and why.',
    },
    {
      value: 3,
      label: 'Validated',
      description:
        'A defined segment has shown willingness to pay, with first paying customers or pre-orders.',
    },
    {
      value: 4,
      label: 'Growing',
      description: 'Repeatable demand: customers arrive through known channels at a known cost.',
    },
    {
      value: 5,
      label: 'Dominant',
      description:
        'A leading position in the segment, with strong word of mouth and pricing power.',
    },
  ],
  execution: [
    {
      value: 1,
      label: 'Planning',
      description: 'Plans on paper. No resources, partners or delivery process are in place yet.',
    },
    {
      value: 2,
      label: 'Starting',
      description: 'First resources are committed and the first deliveries are happening by hand.',
    },
    {
      value: 3,
      label: 'Progressing',
      description:
        'A working delivery process, key partners signed, and the main risks known and tracked.',
    },
    {
      value: 4,
      label: 'Scaling',
      description:
        'Processes, team and channels handle growing volume without the founders doing everything.',
    },
    {
      value: 5,
      label: 'Optimized',
      description:
        'A measured, efficient operation that improves itself through metrics and feedback loops.',
    },
  ],
};
