import type { Loop } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { blank, noFigure, type GapCheck } from './gap-checks';
import { hasNumber, sentences, wordCount } from './text';
import type { Weave } from './weave';

const METRIC_STOP = new Set([
  'and',
  'the',
  'per',
  'of',
  'for',
  'from',
  'with',
  'that',
  'share',
  'rate',
  'number',
  'count',
  'month',
  'monthly',
  'week',
  'weekly',
  'days',
  'time',
  'average',
  'total',
  'each',
  'every',
]);

/** How a metric says things were sold or served: 'Tacos sold per day', 'Meals served'. */
const SOLD_WORDS = /^(sold|sell|sells|served|serve|made|delivered|booked|shipped|fitted|fixed)$/;

/** People counted are not the metric's value ('300 farmers' is no share of farmers who follow). */
const COUNTED_PEOPLE =
  /^(customers?|clients?|users?|members?|people|farmers?|students?|children|parents?|families|residents?|patients?|owners?|interviewees?|buyers?|subscribers?|learners?|players?|brands?)$/;

/**
 * The metric's value is written elsewhere in the answers: for one of its parts ('Monthly churn'
 * of 'Monthly churn and share of pauses that resume'), a sentence names its first words of
 * substance, the first within three words of a figure ('... monthly churn of 4.2%'). People
 * counted ('300 farmers') are not the value of a share of them.
 */
export function valueElsewhere(w: Weave, metric: string): boolean {
  // The loops' own descriptions count too: 'Lucía QA's every report by hand, ~1.5 days per 50MW'.
  const answers = [
    ...[w.form.product, w.form.market, w.form.execution].flatMap((section) =>
      Object.values(section),
    ),
    ...Object.values(w.form.loops).map((l) => l.current),
  ]
    .filter((v): v is string => typeof v === 'string')
    .flatMap((answer) => sentences(answer).map((s) => s.toLowerCase()))
    // 'rebooking rate' is given by '61% of families book again'.
    .map((s) =>
      s
        .replace(/\bbook(s|ed)? again\b/g, 'rebooking')
        // 'repeat orders' by '41 households ordered 3 times or more' (read 42).
        .replace(
          /\b(re-?order(ed|s)?|ordered (again|(\d+|two|three|four|five) times))\b/g,
          'repeat orders',
        ),
    );
  // 'FPY' is given by 'First-pass yield avg 98.6%', 'OTD' by 'On-time delivery 94%' (read 46).
  return metric
    .toLowerCase()
    .replace(/\bfpy\b/g, 'first-pass yield')
    .replace(/\botd\b/g, 'on-time delivery')
    .split(/\s+(?:and|&)\s+|[,;]/)
    .some((part) => {
      const [head, next] = part
        .split(/[^a-z-]+/)
        .filter(
          (x) =>
            (x.length >= 4 || /^(bom|cac|nps|aov|mrr|arr|ltv|gmv)$/.test(x)) && !METRIC_STOP.has(x),
        );
      if (!head || COUNTED_PEOPLE.test(head)) return false;
      // A share or a rate is given by a percentage anywhere in the sentence that names it:
      // 'share of regulars' by 'about 40% of weekday customers are regulars'.
      const share = /\b(share|rate|percentage|proportion)\b|%/.test(part);
      return answers.some((s) => {
        const words = s.split(/\s+/);
        // ('sponsor revenue' is named by 'sponsors 15M': singular or plural, read 46.)
        const one = (x: string) => x.replace(/[^a-z-]/g, '').replace(/s$/, '');
        const at = words.findIndex((x) => one(x) === one(head));
        if (at < 0) return false;
        // ('repeat rate' by '9 of 11 repeat': a count of a count is a share too.)
        if (share && /\d\s?%|\b\d+ of \d+\b/.test(s)) return true;
        // '180 tacos a day' counts the tacos sold: a plain count right before the noun is its
        // value, when the metric counts them sold ('Tacos sold per day'), not some other state
        // of them ('Tonnes under contract'); a range ('groups with 5-20 sites') is no value.
        const count = (x: string | undefined) => /^\d[\d,.]*$/.test(x ?? '');
        if (
          (!next || SOLD_WORDS.test(next)) &&
          (count(words[at - 1]) ||
            (count(words[at - 2]) && /^(about|around|some|over)$/.test(words[at - 1] ?? '')))
        )
          return true;
        // 'device uptime' is given by '17 of 20 devices still working': a plural names it too.
        const near = words.some(
          (x, i) =>
            x.replace(/[^a-z-]/g, '').replace(/s$/, '') === head.replace(/s$/, '') &&
            // 'false alarm rate about 1.2/resident/month' gives 'false alarms/resident/mo'.
            // ('Waiting list for a first visit is 7 weeks now' gives 'waiting weeks'.)
            words.slice(Math.max(0, i - 3), i + 8).some((y) => hasNumber(y)),
        );
        return near && (!next || new RegExp(`\\b${next.replace(/s$/, '')}`).test(s));
      });
    });
}

/** Gaps in the Execution answers. */
export const EXECUTION_CHECKS: readonly GapCheck[] = [
  {
    key: 'delivery',
    sessions: [4, 6],
    isGap: (w) => wordCount(w.text('execution.delivery')) < 6,
    missing: 'a concrete delivery plan (who builds or serves it, with what, by when)',
    action: (w) =>
      `Write how ${w.solution} reaches the first 10 customers: who builds, produces or serves it, with which tools or suppliers, how long each delivery takes, and what it costs.`,
    task: 'Walk through one delivery from order to done on paper and time each step.',
    risk: 'An unplanned delivery process that breaks the first time three customers arrive at once.',
  },
  {
    key: 'partners',
    sessions: [4, 6],
    isGap: blank('execution.resourcesPartners'),
    missing: 'the team, money and partners you can count on',
    action:
      'List the people, money and partners you have today and the ones you still need; get a written commitment from the most critical partner or supplier this month.',
    task: 'Write your resources on one page: people and hours per week, cash, partners with a commitment.',
    risk: 'Relying on partners or money that nobody has committed to in writing.',
  },
  {
    key: 'risks',
    sessions: [4],
    isGap: blank('execution.risks'),
    missing: 'a list of risks with a plan for each',
    action:
      'Hold a one-hour pre-mortem: imagine the venture has failed a year from now and list every reason. Put the top 5 in a risk register with an owner, an early warning sign and a next step each.',
    task: 'Run the pre-mortem and write the first five risks into a register.',
    risk: 'Unnamed risks: the ones nobody wrote down are the ones nobody watches.',
  },
  {
    key: 'channel',
    sessions: [4, 7],
    isGap: (w) => !w.has('execution.goToMarket') && !w.has('execution.salesMarketing'),
    missing: 'a go-to-market plan: how the first customers will find and buy from you',
    action: (w) =>
      `Choose one channel that already reaches ${w.customer} (a community, an association, a marketplace, a list of named prospects) and test it for four weeks with a fixed budget and a success number set in advance.`,
    task: 'Rank 5 possible channels for your first customers and pick one to test first.',
    risk: 'A good product that nobody hears about, because no channel was tested.',
  },
  {
    key: 'retention',
    sessions: [4, 7],
    isGap: blank('execution.retentionGrowth'),
    missing: 'a plan to keep and grow customers',
    action: (w) =>
      `Plan how ${w.customer} stay: a check-in after their first result, a regular summary of the value they got, and a referral ask when they are happy.`,
    task: 'Write the three moments in the first 90 days when you will contact each new customer.',
    risk: 'Customers leaving as fast as you win them, so growth never compounds.',
  },
];

/** The two sides a loop joins, as the founder described them. */
function sides(loop: Loop, w: Weave): [string, string] {
  if (loop === 'product_market') return [w.customer, w.solution];
  if (loop === 'product_execution') return [w.solution, w.delivery];
  // What customers say and do should change how you sell, not the other way round.
  return [w.customer, w.channel];
}

/** Gaps in a feedback loop's own answers: current state, actions and metrics. */
export function loopChecks(loop: Loop, session: CoachingSessionNumber): GapCheck[] {
  const base = `loops.${loop}`;
  const title = LOOP_TITLES[loop];
  return [
    {
      key: `${loop}.current`,
      sessions: [session],
      isGap: blank(`${base}.current`),
      missing: `how the ${title} works today`,
      // A loop left blank is started, not described: the session's plays give its first turn.
      action: '',
      // Its first turn is in the actions; the week's tasks come from the session's plays.
      task: '',
      // What goes wrong without the loop, in its own terms (one line for every loop read as a
      // template across founders).
      risk: (w) =>
        loop === 'product_market'
          ? `With no set way to hear ${w.customer}, changes to ${w.solution} follow whoever spoke last.`
          : loop === 'product_execution'
            ? `With no loop between ${w.solution} and ${w.delivery}, slow or costly steps surface as complaints.`
            : `With no loop from ${w.channel} to ${w.delivery}, an empty or overfull month shows up too late.`,
    },
    {
      key: `${loop}.actions`,
      sessions: [session],
      isGap: blank(`${base}.actions`),
      missing: `planned actions for the ${title}`,
      // A loop left blank is started by the session's plays; planning its actions comes after.
      // Two changes drawn from how the loop runs today, each named by what it changes: 'shorten
      // the path from your solution (...) to your delivery plan (...)' read the same for everyone.
      action: (w) => {
        if (!w.has(`${base}.current`)) return '';
        const now = w.quote(`${base}.current`, 60);
        return loop === 'product_market'
          ? `From what ${now} turns up, plan two changes to ${w.solution}, each with an owner and a date.`
          : loop === 'product_execution'
            ? `Plan two changes to ${now}: one to what you promise, one to how it is done; each with an owner and a date.`
            : `Plan two changes to ${now}: one to how ${w.customer} first hear of you, one to the follow-up; each with an owner and a date.`;
      },
      task: `Put the first ${title} action in the calendar, with an owner.`,
      risk: (w) => {
        if (!w.has(`${base}.current`)) {
          const [a, b] = sides(loop, w);
          return `Learning about ${a} that never reaches ${b}: insight without action.`;
        }
        const now = w.quote(`${base}.current`, 50);
        return loop === 'product_market'
          ? `${now} with no change planned: people stop giving feedback that changes nothing.`
          : loop === 'product_execution'
            ? `${now} run as it is: with no change planned, the slowest step stays the slowest.`
            : `${now} with no change planned: next month's customers cost what this month's did.`;
      },
    },
    {
      key: `${loop}.metrics`,
      sessions: [session],
      isGap: blank(`${base}.metrics`),
      missing: `a number for the ${title}`,
      // One number in the loop's own terms: read 21 found 'how fast your ideal customers (...)
      // reaches your go-to-market plan (...)' unreadable.
      action: (w) =>
        loop === 'product_market'
          ? `Pick one number for the loop: changes to ${w.solution} that customers asked for, per month; note today's value.`
          : loop === 'product_execution'
            ? `Pick one number for the loop: work redone or complaints per 20 deliveries of ${w.solution}; note today's value.`
            : `Pick one number for the loop: new customers a week through ${w.channel}; note today's value.`,
      task: `Record today's value of the ${title} metric in a sheet.`,
      risk: (w) =>
        `No number for the ${title}: you cannot tell whether ${sides(loop, w)[1]} improves.`,
    },
    {
      // A metric named without a figure: what is missing is its value today, not a metric.
      key: `${loop}.metrics-value`,
      sessions: [session],
      isGap: (w) =>
        w.has(`${base}.metrics`) &&
        noFigure(`${base}.metrics`)(w) &&
        !valueElsewhere(w, w.text(`${base}.metrics`)),
      missing: `today's value of your ${title} metric`,
      action: (w) =>
        `Give your loop metric (${w.quote(`${base}.metrics`, 60)}) today's value and a day-30 target.`,
      task: `Record today's value of the ${title} metric in a sheet.`,
      risk: (w) =>
        `Without today's value of ${w.quote(`${base}.metrics`, 40)}, you cannot tell whether ${sides(loop, w)[1]} improves.`,
    },
  ];
}

/** Gaps in the 30-day plan: they matter to every session. */
export const PLAN_CHECKS: readonly GapCheck[] = [
  {
    key: 'priority',
    sessions: [2, 3, 4, 5, 6, 7],
    isGap: blank('actionPlan.priority'),
    missing: 'a single priority for the next 30 days',
    action:
      'Choose one priority for the next 30 days and write it down; everything in this session should serve it or wait.',
    task: 'Write your 30-day priority in one sentence and share it with someone who will ask you about it.',
    risk: 'Several priorities at once, so none gets finished this month.',
  },
  {
    key: 'measures',
    // Raised in the first session and the execution one: six sessions that each say it read as
    // a template (read 16: a shop of three years heard it six times).
    sessions: [2, 4],
    isGap: noFigure('actionPlan.successMeasures'),
    missing: 'success measures with a number and a date',
    action: (w) =>
      `Give ${w.priority} a number you can check on day 30 (a count, an amount or a share), with today's value beside it. A goal without a number cannot tell you whether the month worked.`,
    task: "Write your 30-day success measure as a number with a date, and today's value next to it.",
    risk: 'No number to judge the month by, so a busy month can feel like progress without being it.',
  },
];
