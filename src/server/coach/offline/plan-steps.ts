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
    test: /^(decide|choose|pick|evaluate|compare|look at|figure out (?:if|whether)|work out (?:if|whether))\b|\bdecide\b/i,
    step: (q) =>
      `Write the options in ${q}, from your 30-day plan, and the one fact that would settle it; get that fact this week.`,
  },
  // 'File the MEI annual return by 31 May', 'apply for the food handler permit', 'get 3PL quotes'.
  {
    test: /^(file|submit|apply|register|renew|sign \S+ up|get (?:the |a |an )?[\w/ ]{0,24}\b(?:licen[cs]es?|permits?|accreditation|certification|visa)\b)/i,
    step: (q) =>
      `List what ${q} needs, from your 30-day plan (papers, figures, signatures, who to ask), and gather the first this week.`,
  },
  // 'Hire a part time booking / admin person', 'Recruit 1 more volunteer for admin'.
  {
    test: /^(hire|recruit|contratar|advert for|job ad for|find (?:a|an|one|1) (?:\w+ ){0,3}(?:person|assistant|developer|freelancer|volunteer|hire))\b/i,
    // A hire down to its last candidates ('Hire the growth marketer (2 finalists)') is decided,
    // not advertised (read 38).
    step: (q) =>
      /\b(finalists?|shortlist\w*|\d+ (candidates|interviews))\b/i.test(q)
        ? `Give the candidates in ${q}, from your 30-day plan, the same small paid task this week, and decide on what they hand in.`
        : `Write the role in ${q}, from your 30-day plan, in five lines (the work of week one, the hours, ${/\bvolunteers?\b/i.test(q) ? 'what they get from it' : 'the pay'}) and send it to two people who know someone.`,
  },
  // 'Send a price proposal to the 3 pilots', 'propose Kvarn a paid 3 month test'.
  {
    test: /^(send|propose|offer|quote)\b/i,
    step: (q) =>
      `Put a reply-by date on ${q}, from your 30-day plan, and get it out by Wednesday, so the answers come in this week.`,
  },
  // 'Call 10 churned customers', 'Meeting with proALPHA partner to agree referral terms'.
  {
    test: /^(call|ask|talk|interview|meet|visit|email|message|phone|contact|reach out|book|demo|pitch|present|go to|attend|onboard|clarify|check with|see (?:a|an|the)|sit w(?:ith|\/)?)\b|^(?:\w+ ){0,2}(meeting|call|visit)\b/i,
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
    test: /^(raise|increase|put up|lower|cut|change|move|update)\b[^.;]{0,25}\b(prices?|pricing|fees?|rates?)\b|^(new (price|pricing|rates?|fees?|terms)\b|charge \d+ ?%|subir (el )?precio\b)|\b(fee|price|rate) to [$€£]?\d/i,
    step: (q) =>
      `Set the day ${q} takes effect, from your 30-day plan, and write the two lines that tell customers why.`,
  },
  // 'launch lesson packs to all families', 'Launch KS pre-launch page'.
  {
    test: /^(launch|go live|open|release|ship|roll out|turn on|switch on|introduce|add|run (?:a|an|the|first)\b(?!.*\b(?:test|trial|experiment|pilot|survey)\b))/i,
    step: (q) =>
      `Set the day ${q} goes live, from your 30-day plan, and the number that would make its first week a success.`,
  },
  // 'Start ISO 27001 gap analysis', 'Start recruiting seasonal staff in Jan not March'.
  {
    test: /^start\b/i,
    step: (q) =>
      `Set the day ${q} starts, from your 30-day plan, and what must be ready by then; get the first of it done this week.`,
  },
  // 'Grow waitlist to 2.000', 'get the club to 500 subs', 'first 20 families live by 4/15'.
  {
    test: /^(grow|reach|hit)\b|^get (?:the |our |my )?(?:\S+ ){1,4}(?:to|below|under|above|over) [\d.,]+|^first \d+ \w+ (?:live|signed|paying|onboard)/i,
    step: (q) =>
      `Break ${q}, from your 30-day plan, into four weekly numbers, and write this week's beside today's.`,
  },
  // 'order PMW3610 for 500 units now ($6,800 deposit)', 'pay a lawyer for the NFSA opinion'.
  {
    test: /^(order|pre-order|buy|pay (?:a|an|the|for))\b/i,
    step: (q) =>
      `Confirm the amount and the date of ${q}, from your 30-day plan, and where the money comes from, before you commit this week.`,
  },
  // 'collect the 140 triệu from the 3 garages', 'chase the 2 invoices over 90 days'.
  {
    test: /^(collect|chase|collections?)\b(?=.*\b(owed|owes|invoices?|payments?|debts?|late|overdue|unpaid|PAR\d*|triệu|jt|receivables?|blitz)\b)/i,
    step: (q) =>
      `List who owes what in ${q}, from your 30-day plan, oldest first, and call the first three this week for a date and an amount.`,
  },
  // '2nd CNC quote from Dongguan', 'get 3 mould quotes', 'price the 2nd oven'.
  {
    test: /\bquotes?\b|^(price|cost) (a|an|the) (2nd|second|new)\b|^(second|2nd)-?source\b/i,
    step: (q) =>
      `Write the spec behind ${q}, from your 30-day plan, in five lines (what, how many, the standard, by when), and send it to the first supplier this week.`,
  },
  // 'Renegotiate Adeslas fee', 'agree BMU cut (10%?) in writing'.
  {
    test: /^(renegotiate|renegociar|negotiate|agree)\b/i,
    step: (q) =>
      `Write the terms you want in ${q}, from your 30-day plan, and the point where you walk away; ask for the meeting by Wednesday.`,
  },
  // 'sign 2 more restaurants in Heliopolis', 'close the Colegio agreement', 'get a paid LOI'.
  {
    test: /^(sign|close|convert|win)\b|^get (?:a |an |\d+ |two |three |four |five )(?:new |more |paid |signed )*\S+ (?:clients?|customers?|hotels?|restaurants?|schools?|LOIs?|deals?|orders?|contracts?)\b|^get (?:a |an )?(?:paid |signed )LOI\b/i,
    step: (q) =>
      `Write what still stands between you and ${q}, from your 30-day plan (a name, a term, a signature), and ask for the next one by Wednesday.`,
  },
  // 'Calculate real margin per box', 'model winter cash May-Aug', 'cost sheet - what does 1 CLW
  // training really cost us'.
  {
    test: /^(calculate|model|cost out|price out|work out what|figure out (?!(?:if|whether)\b))|\b(cost sheet|margin sheet|margin per|real (?:cost|margin)|cash ?flow|what \w+ (?:actually|really) costs?)\b/i,
    step: (q) =>
      `Put ${q}, from your 30-day plan, on one sheet this week: the figures you know, the ones you guess, and the one guess that would change the answer.`,
  },
  // 'say no to non-wedding cakes June-Aug', 'Say no to one hourly project'.
  {
    test: /^say no\b/i,
    step: (q) =>
      `Write the two lines you will say for ${q}, from your 30-day plan, with what you offer instead, and use them the first time it comes up this week.`,
  },
  // 'cut google ads to $6k', 'hold new disbursements at 10 bikes/week', 'Buy only 80-110 sizes'.
  {
    test: /^(cut|stop|drop|pause|limit|hold|kill|buy only|set (?:a |the )?\w+ limit)\b/i,
    step: (q) =>
      `Set the day ${q} starts, from your 30-day plan, and the one number you will watch to be sure it costs you nothing you need.`,
  },
  // 'train Musa to handle the checkpoint calls', 'Move Mei to writing', 'Backup owner for every
  // village cluster', 'Agree a cover arrangement' (agree is above).
  {
    test: /^(train|move [A-Z]\w+ to|hand over|handover|backup owner|get a (?:2nd|second) person)\b/i,
    step: (q) =>
      `For ${q}, from your 30-day plan, write the three things the person must handle alone, and have them do the first with you this week.`,
  },
  // 'exit survey on every cancel', 'Churn interviews with the 8 lost clients', 'survey waitlist'.
  {
    test: /\b(survey|interviews|exit calls?|poll)\b/i,
    step: (q) =>
      `Write the three questions of ${q}, from your 30-day plan, and put them to the first two people by Wednesday.`,
  },
  // 'Finish ops manual chapters 5-9', 'fix the Gesden sync bugs', 'finalise label w allergens'.
  {
    test: /^(finish|finalise|finalize|fix|complete)\b/i,
    step: (q) =>
      `Write what is left of ${q}, from your 30-day plan, as steps of a day or less, and do the first two this week.`,
  },
  // 'list 40 target banks/NBFCs + who I know there', 'Pull 2024 orders per account', 'count
  // footfall outside the unit', 'track close rate on the next 20 demos'.
  {
    test: /^(list|pull|count|track|log|audit|tally)\b/i,
    step: (q) =>
      `Start ${q}, from your 30-day plan, on one sheet today, and by Friday write the one thing it already tells you.`,
  },
  // 'move clients from google sheet to a CRM', 'Move all clients to M-Pesa standing order'.
  {
    test: /^(move|switch|migrate)\b.*\b(to|into)\b/i,
    step: (q) =>
      `Set the day ${q} switches over, from your 30-day plan, and move one first this week to find what breaks.`,
  },
  // 'Build the two leg jigs', 'Set up the booking page': something made is tried on real work.
  {
    test: /^(build|make(?! (an? |the )?list)|set up|create|install|fit)\b|\b(v\d|MVP|engine|sync|button|import|tracking|help cent(?:er|re))\b/i,
    step: (q) =>
      `Give ${q}, from your 30-day plan, its first two hours this week, and try the first version on real work by Friday.`,
  },
  // 'Write the health check offer + price', 'Draft the annual contract', 'Publish a post'.
  {
    test: /^(write|draft|design(?! freeze)|make (an? |the )?list|prepare|redo|rewrite|rework|update|record|film|shoot|map|document|publish|post|outline)\b|^(tell|answer|reply to)\b|\b(template|landing page|\w+ page|deck|email sequence|checklist|case study|one-pager|script|manual|photoshoot|media kit|newsletter|update #?\d+|informe|report|offer|proposal|propuesta|draft|schedule|criteria|pack|package|promo|data room|design|logo|recipes?|content|videos?|menu|brochure|flyer)\b/i,
    step: (q) =>
      `Give ${q}, from your 30-day plan, its first two hours this week: a rough version one person can react to by Friday.`,
  },
];

const unquoted = (q: string) => q.replace(/^"|"$/g, '');

/** This week's first step of a task from the 30-day plan, the task quoted. */
export function planTaskStep(task: string): string {
  const q = quote(task);
  // 'Deniz: Lexoffice sync + reminder flow', 'accountant: SRL vs ...': the task after its owner.
  const core = task.trim().replace(/^[^:]{1,20}:\s*/, '');
  const found = PLAN_STEPS.find((s) => s.test.test(task.trim()) || s.test.test(core));
  return found ? found.step(q) : `Block two hours this week for ${q}, from your 30-day plan.`;
}
