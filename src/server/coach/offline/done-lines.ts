import type { CoachingSessionNumber } from '../../lib/ai/types';
import type { DoneFact, DoneKind, FounderProfile } from '../profile';
import { fragment } from './text';

/**
 * Building on what the founder has already done: for each kind of thing done, what each session
 * does next with it. A founder who runs 3 pilots is told to convert them, never to start one.
 * `n` is the counted phrase ('3 pilots', '12 bakery owners') or 'your pilots'; `q` the founder's
 * sentence, quoted.
 */
type Line = (n: string, q: string, p: FounderProfile) => string;
type Next = Partial<Record<CoachingSessionNumber, { action: Line; task: Line }>>;

const NEXT: Partial<Record<DoneKind, Next>> = {
  interviews: {
    2: {
      action: (n, q) =>
        `Go back through the ${n} (${q}) and count how many described the problem before you mentioned it; if fewer than half did, narrow the problem to the version they named.`,
      task: (n) =>
        `Tag every note from the ${n} with the problem words they used, and pick the three that came up most.`,
    },
    3: {
      action: (n) =>
        `Rank the ${n} by urgency and budget; ask the top 3 for a paid trial, a deposit or a letter of intent this week.`,
      task: (n) => `Email the 3 warmest of the ${n} with a one-paragraph offer and a price.`,
    },
    4: {
      action: (n) =>
        `From the ${n}, list what buyers expect after they say yes (set-up, support, hand-over) and mark which parts you can already deliver.`,
      task: (n) =>
        `Write the delivery steps the ${n} implied, with who does each and how long it takes.`,
    },
    5: {
      action: (n) =>
        `Turn the ${n} into a standing loop: call the 3 most engaged back every two weeks with what changed because of them.`,
      task: (n) =>
        `Book a second call with 2 of the ${n} to show what you changed since you spoke.`,
    },
    6: {
      action: (n) =>
        `Check your build list against the ${n}: anything nobody in them asked for moves to "later".`,
      task: (n) => `Cross out one planned feature that none of the ${n} mentioned.`,
    },
    7: {
      action: (n) =>
        `Ask the ${n} where they would look for a solution like yours; the two places named most are this month's channel tests.`,
      task: (n) => `Message 5 of the ${n} asking where they last looked for help with this.`,
    },
  },
  pilots: {
    2: {
      action: (n, q) =>
        `You already run ${n} (${q}): ask each pilot what they would miss most if it stopped tomorrow, and drop the features nobody names.`,
      task: (n) =>
        `Ask each of the ${n} the same question: "what would you miss most if this stopped?"`,
    },
    3: {
      action: (n) =>
        `Convert the ${n} into paying customers: agree a price and a start date with each before the pilot ends, and write down who says no and why.`,
      task: (n) =>
        `Send each of the ${n} a short written offer: price, start date, what is included.`,
    },
    4: {
      action: (n) =>
        `Write down every step of serving the ${n} and time it; the next customer should take half the hours of the first.`,
      task: (n) => `Log hours and costs for each of the ${n} this week, step by step.`,
    },
    5: {
      action: (n) =>
        `Hold a 20-minute check-in each week with the ${n} and log one product change per week that came from them.`,
      task: (n) =>
        `Set up a shared note per pilot from the ${n} where feedback and your changes sit side by side.`,
    },
    6: {
      action: (n) =>
        `From the ${n}, list the requests that are costly to deliver and decide for each: automate, charge for it, or refuse.`,
      task: (n) =>
        `Mark the most time-consuming request from the ${n} and decide whether to charge for it.`,
    },
    7: {
      action: (n) =>
        `Ask the ${n} for one introduction each to someone like them, and count how many introductions become a meeting.`,
      task: (n) =>
        `Ask 2 of the ${n} for an introduction this week, with a two-line blurb they can forward.`,
    },
  },
  'paying-customers': {
    2: {
      action: (n) =>
        `Call 3 of your ${n} and ask what they would miss most; put that first in the product and in your pitch.`,
      task: (n) => `Book calls with 3 of your ${n} and ask what made them pay.`,
    },
    3: {
      action: (n) =>
        `Find what your ${n} have in common (size, trigger, where they found you) and rewrite your ideal customer around it.`,
      task: (n) => `Make a table of your ${n}: who they are, how they found you, what they pay.`,
    },
    4: {
      action: (n) =>
        `Write how your ${n} were won and served as a checklist someone else could follow, and note every step only you can do.`,
      task: (n) => `Draft the checklist of serving your ${n}, from first contact to payment.`,
    },
    5: {
      action: (n) =>
        `Ask each of your ${n} what nearly stopped them from buying, and fix the top answer in the product or the offer.`,
      task: (n) => `Ask 3 of your ${n}: "what almost stopped you from buying?"`,
    },
    6: {
      action: (n) =>
        `Cost one order for your ${n}: hours, materials and tools per customer against what they pay; raise the price or cut the step that eats the margin.`,
      task: (n) => `Work out the cost of serving one of your ${n}, line by line.`,
    },
    7: {
      action: (n) =>
        `Ask every one of your ${n} for one referral, with a small thank-you, and count referrals per month.`,
      task: (n) => `Send a referral ask to your ${n} with a ready-to-forward message.`,
    },
  },
  users: {
    2: {
      action: (n) =>
        `Of your ${n}, find the 10 most active and the 10 who stopped; one question to each tells you what the product is really hired for.`,
      task: (n) => `Pull the list of your ${n} sorted by last activity.`,
    },
    3: {
      action: (n) =>
        `Offer a paid tier to your ${n} and see which kind of user takes it: that group is your real market.`,
      task: (n) => `Write the paid offer you will show your ${n}, with one price.`,
    },
    5: {
      action: (n) =>
        `Survey your ${n} with one question (how would you feel if it were gone?) and read the answers of those who would be very disappointed.`,
      task: (n) => `Send the one-question survey to your ${n}.`,
    },
    7: {
      action: (n) =>
        `Ask how each of your ${n} first heard of you; put the next month's effort into the source that brought the most.`,
      task: (n) => `Add "how did you hear about us?" to the sign-up of your ${n}.`,
    },
  },
  revenue: {
    3: {
      action: (_n, q) =>
        `Your revenue (${q}) is the baseline: split it by customer type and channel, and grow the slice with the best margin first.`,
      task: (_n, q) => `Split the revenue behind ${q} by customer and channel in one sheet.`,
    },
    4: {
      action: (_n, q) =>
        `Plan cash from the revenue you have (${q}): three months of costs against expected income, and the point where you need more.`,
      task: () => `Build a 13-week cash table from this month's bank statement.`,
    },
    6: {
      action: (_n, q) =>
        `Check margin behind ${q}: which product or service line earns the most per hour of your time?`,
      task: () => `List each line you sell with its price, cost and hours.`,
    },
  },
  'pre-orders': {
    3: {
      action: (_n, q) =>
        `Pre-orders (${q}) are proof of demand: deliver them on the date you promised and ask each buyer what convinced them.`,
      task: () =>
        `Write to every pre-order buyer with a delivery date and one question: what convinced you?`,
    },
    4: {
      action: (_n, q) =>
        `Plan production for the pre-orders (${q}) backwards from the promised date, with a buffer for the slowest supplier.`,
      task: () => `Write the production plan for the pre-orders with a date per step.`,
    },
  },
  waitlist: {
    3: {
      action: (_n, q) =>
        `Your waitlist (${q}) is a list of leads: offer the first 20 a paid early place and see how many take it.`,
      task: () => `Email the first 20 people on the waitlist a paid early-access offer.`,
    },
    7: {
      action: (_n, q) =>
        `Ask your waitlist (${q}) how they found you, and double down on the answer that comes up most.`,
      task: () => `Add one question to the waitlist confirmation: where did you hear about us?`,
    },
  },
  prototype: {
    2: {
      action: (_n, q) =>
        `Put the prototype (${q}) in front of 5 people who have the problem and watch them use it without help; note every point where they stop.`,
      task: () =>
        `Book 3 sessions where someone uses the prototype while you watch and stay silent.`,
    },
    6: {
      action: (_n, q) =>
        `Before building past the prototype (${q}), list which parts you could keep doing by hand for the first 10 customers.`,
      task: () => `Mark each prototype feature "must build" or "do by hand for now".`,
    },
  },
  partners: {
    4: {
      action: (n) =>
        `Put what each of the ${n} does for you in writing: who does what, by when, and what happens if they stop.`,
      task: (n) => `Write a one-page agreement outline with the most important of the ${n}.`,
    },
    7: {
      action: (n) =>
        `Ask the ${n} to introduce you to 3 customers each, and track which partner brings buyers, not just interest.`,
      task: (n) => `Ask one of the ${n} for three introductions this week.`,
    },
  },
  sales: {
    3: {
      action: (n) =>
        `Your ${n} show people buy: ask the last 5 buyers why they chose you and use their words on your page.`,
      task: () => `Message your last 5 buyers with one question: why did you choose us?`,
    },
    6: {
      action: (n) =>
        `For your ${n}, work out the margin per sale after materials, hours and fees, and set the price so each sale pays for your time.`,
      task: () => `Write the cost sheet of one sale: materials, hours, fees.`,
    },
  },
};

const NOUNS: Record<DoneKind, string> = {
  interviews: 'interviews',
  survey: 'survey answers',
  pilots: 'pilots',
  'paying-customers': 'paying customers',
  users: 'users',
  revenue: 'revenue',
  prototype: 'prototype',
  waitlist: 'waitlist',
  'pre-orders': 'pre-orders',
  'landing-page': 'landing page',
  launched: 'launch',
  partners: 'partners',
  sales: 'sales',
};

/** '3 pilots' as the founder counted it, or the plain noun ('pilots') when they gave no count. */
function phrase(d: DoneFact): string {
  return d.count !== null ? d.phrase : NOUNS[d.kind];
}

export interface DoneLine {
  kind: DoneKind;
  action: string;
  task: string;
}

/** What this session does next with each thing the founder has done, most telling first. */
export function doneLines(session: CoachingSessionNumber, p: FounderProfile): DoneLine[] {
  const out: DoneLine[] = [];
  const byKind = new Map<DoneKind, DoneFact>();
  for (const d of p.done) {
    const prev = byKind.get(d.kind);
    if (!prev || (d.count ?? 0) > (prev.count ?? 0)) byKind.set(d.kind, d);
  }
  const ORDER: DoneKind[] = [
    'revenue',
    'paying-customers',
    'sales',
    'pre-orders',
    'pilots',
    'users',
    'waitlist',
    'partners',
    'prototype',
    'interviews',
  ];
  for (const kind of ORDER) {
    const d = byKind.get(kind);
    const line = d && NEXT[kind]?.[session];
    if (!d || !line) continue;
    const n = phrase(d);
    const q = `"${fragment(d.sentence, 70)}"`;
    out.push({ kind, action: line.action(n, q, p), task: line.task(n, q, p) });
  }
  return out;
}
