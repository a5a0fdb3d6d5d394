import { quote } from './text';

/**
 * The first step this week of a task from the founder's 30-day plan, by what kind of task it is.
 * "Block two hours this week for ..." reached three founders in four whatever the task was: a
 * call to book, a page to write, a test to judge, a price to change or a form to file each start
 * differently. Every step names the task in quotes and says "30-day plan", which is how a later
 * version recognises it as done (carry-over.ts).
 */
interface PlanStep {
  test: RegExp;
  step: (task: string) => string;
}

/** A task done with several people: 'Call 10 churned customers', 'ask all members', not 'Meet ward 4'. */
const SEVERAL =
  /^\w+(?:\s+(?:to|with))?\s+(?:the\s+)?(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten)\b|^\w+(?:\s+(?:to|with))?\s+(?:all|each|every)\b/i;

/** Steps by the task's opening verb first, then by what it is about; the first that fits. */
const PLAN_STEPS: readonly PlanStep[] = [
  // 'Decide if we hire another writer or raise price to 2.500', 'choose between the two sites'.
  {
    test: /^(decide|choose|pick between|evaluate|compare|figure out (?:if|whether)|work out (?:if|whether))\b/i,
    step: (q) =>
      `Write the options in ${q}, from your 30-day plan, and the one fact that would settle it; get that fact this week.`,
  },
  // 'File the MEI annual return by 31 May', 'apply for the food handler permit', 'get 3PL quotes'.
  {
    test: /^(file|submit|apply|register|renew|get (?:\d+ |two |three )?quotes|request quotes)\b/i,
    step: (q) =>
      `List what ${q} needs, from your 30-day plan (papers, figures, signatures, who to ask), and gather the first this week.`,
  },
  // 'Hire a part time booking / admin person', 'Recruit 1 more volunteer for admin'.
  {
    test: /^(hire|recruit|find (?:a|an|one|1) (?:\w+ ){0,3}(?:person|assistant|developer|freelancer|volunteer|hire))\b/i,
    step: (q) =>
      `Write the role in ${q}, from your 30-day plan, in five lines (the work of week one, the hours, ${/\bvolunteers?\b/i.test(q) ? 'what they get from it' : 'the pay'}) and send it to two people who know someone.`,
  },
  // 'Send a price proposal to the 3 pilots', 'propose Kvarn a paid 3 month test'.
  {
    test: /^(send|propose|offer|quote)\b/i,
    step: (q) =>
      `Put a reply-by date on ${q}, from your 30-day plan, and get it out by Wednesday, so the answers come in this week.`,
  },
  // 'Call 10 churned customers', 'Meeting with proALPHA partner to agree referral terms'.
  {
    test: /^(call|ask|talk|interview|meet|visit|email|message|phone|contact|reach out|book|demo|pitch|present)\b|^(?:\w+ ){0,2}(meeting|call|visit)\b/i,
    step: (q) =>
      `Put ${SEVERAL.test(unquoted(q)) ? 'the first of ' : ''}${q} in the calendar, from your 30-day plan: a name, a day, and the one question it must answer.`,
  },
  // 'Test a graduate plan: 2 meals a week for £29', 'Run the 500-hour arm bench test'.
  {
    test: /^(test|try|trial|pilot|experiment|a\/b)\b|^run\b.*\b(test|trial|experiment|pilot)\b/i,
    step: (q) =>
      `Before starting ${q}, from your 30-day plan, write the number that makes it a success and the day you will judge it.`,
  },
  // 'raise large dog price to $175', 'new price list for 2026 - start at €550'.
  {
    test: /^(raise|increase|put up|lower|cut|change|move|update)\b[^.;]{0,25}\b(prices?|pricing|fees?|rates?)\b|^new (price|pricing|rates?|fees?)\b/i,
    step: (q) =>
      `Set the day ${q} takes effect, from your 30-day plan, and write the two lines that tell customers why.`,
  },
  // 'launch lesson packs to all families', 'Launch KS pre-launch page'.
  {
    test: /^(launch|go live|open|release|ship|roll out)\b/i,
    step: (q) =>
      `Set the day ${q} goes live, from your 30-day plan, and the number that would make its first week a success.`,
  },
  // 'Build the two leg jigs', 'Set up the booking page': something made is tried on real work.
  {
    test: /^(build|make(?! (an? |the )?list)|set up|create|install|fit)\b/i,
    step: (q) =>
      `Give ${q}, from your 30-day plan, its first two hours this week, and try the first version on real work by Friday.`,
  },
  // 'Write the health check offer + price', 'Draft the annual contract', 'Publish a post'.
  {
    test: /^(write|draft|design(?! freeze)|make (an? |the )?list|prepare|redo|rewrite|update|record|film|shoot|map|document|publish|post)\b/i,
    step: (q) =>
      `Give ${q}, from your 30-day plan, its first two hours this week: a rough version one person can react to by Friday.`,
  },
];

const unquoted = (q: string) => q.replace(/^"|"$/g, '');

/** This week's first step of a task from the 30-day plan, the task quoted. */
export function planTaskStep(task: string): string {
  const q = quote(task);
  const found = PLAN_STEPS.find((s) => s.test.test(task.trim()));
  return found ? found.step(q) : `Block two hours this week for ${q}, from your 30-day plan.`;
}
