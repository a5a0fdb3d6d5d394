import type { CoachingResult } from '@shared/contracts/ai';
import { taskKeyOf, taskTextOf } from '@shared/session-tasks';
import { DANGLING, fragment, limit, listJoin } from './text';

/** The offline coach's week: at most this many tasks. */
const WEEK_MAX = 7;
/** At most this many of the done tasks open the new week with their next step. */
const BUILT_ON_MAX = 2;
const ITEM_MAX = 800;
const TEACH_MAX = 6000;

/** The next step after a task, by what the task did (its first verb). */
const NEXT_STEPS: readonly { test: RegExp; next: (task: string) => string }[] = [
  {
    test: /^(call|phone|ring|e-?mail|message|text|dm|ask|interview|visit|meet|talk|speak|show|demo|pitch|invite|contact|reach|survey|book|sit|shadow|join|attend|tell)\b/i,
    next: (t) =>
      `Go back to the people you reached in ${t}: thank them, ask the one question their answers raised, and ask each for an introduction to someone like them.`,
  },
  {
    test: /^(test|run|try|launch|trial|pilot|split|a\/b)\b/i,
    next: (t) =>
      `Read the result of ${t}: write down what happened against what you expected, and decide to keep, change or stop it.`,
  },
  {
    test: /^(write|draft|rewrite|price|quote|offer|publish|post|send|make|build|create|prepare|design|sketch|record|film|mock)\b/i,
    next: (t) =>
      `Put what you made in ${t} in front of three more people who could buy, and note what each says or does.`,
  },
  {
    test: /^(count|measure|track|log|time|tally|calculate|add up|work out|total|cost)\b/i,
    next: (t) =>
      `Set the figures from ${t} beside your target, and write down the one decision they change.`,
  },
];

/** Each next step names its task; a done next step is built on through the task it names. */
const QUOTED_TASK =
  /^(?:Go back to the people you reached in|Read the result of|Put what you made in|Set the figures from|Act on what|Finish what you started on) "([^"]+)"/;

/** A word a name cut before a quote must not end on: 'List each hour behind'. */
const dangles = (word: string) =>
  DANGLING.test(word) ||
  /^(behind|beside|against|like|via|using|around|towards?|named|called)$/i.test(word);

/** A plan task: 'Block two hours this week for "Ask the 3 pilots to pay", from your 30-day plan.' */
const PLAN_TASK = /^[^"]*"([^"]+)"[^"]*\b30-day plan\b/i;

/**
 * The done task as the new week names it, in double quotes: its words up to the first colon,
 * bracket or quote ('Book 3 silent sessions watching someone use the prototype'), cut short.
 */
function named(task: string): string {
  const inner = QUOTED_TASK.exec(task)?.[1] ?? PLAN_TASK.exec(task)?.[1] ?? task;
  const words = (inner.split(/[:;(]|\s["\u201c]|\s[-\u2013\u2014]\s/)[0] ?? '').trim().split(/\s+/);
  // 'List each tool, person and hour behind "..."' is named 'list each tool, person and hour'.
  while (words.length > 1 && dangles(words.at(-1) ?? '')) words.pop();
  const head = words.join(' ').replace(/[\s,.]+$/, '');
  const short = fragment(head.length >= 15 ? head : inner, 60);
  const lower = /^[A-Z][a-z]/.test(short) ? short.charAt(0).toLowerCase() + short.slice(1) : short;
  return `"${lower}"`;
}

function nextStep(task: string): string {
  const plan = PLAN_TASK.exec(task)?.[1];
  if (plan && !QUOTED_TASK.test(task))
    return `Finish what you started on ${named(task)}: write down where it stands, what is left and the day it will be done.`;
  const base = QUOTED_TASK.exec(task)?.[1] ?? task;
  const step = NEXT_STEPS.find((s) => s.test.test(base.trim()));
  return step
    ? step.next(named(task))
    : `Act on what ${named(task)} showed you: pick the one finding that matters most and make the change it calls for before the week ends.`;
}

/**
 * A session of the offline coach for a founder who ticked some of its 7-day tasks in an earlier
 * version (ADR 036): the done tasks are not given again, the week opens with the next step of the
 * latest of them, and the lesson opens by saying what was done. A tick names a task by its words,
 * so a task the coach would write again word for word is one the founder already did.
 */
export function carryOver(result: CoachingResult, doneTasks: readonly string[] | undefined) {
  const done = [...new Set((doneTasks ?? []).map((t) => taskTextOf(t)).filter((t) => t !== ''))];
  if (done.length === 0) return result;
  const doneKeys = new Set(done.map(taskKeyOf));
  const remaining = result.microTasks.map(taskTextOf).filter((t) => !doneKeys.has(taskKeyOf(t)));
  const builtOn = done.slice(-BUILT_ON_MAX).reverse().map(nextStep);
  const fresh = builtOn.filter((t) => !doneKeys.has(taskKeyOf(t)));
  const week = [...new Set([...fresh, ...remaining])].slice(0, WEEK_MAX);
  const microTasks = week.map((t, i) => limit(`Day ${i + 1}: ${t}`, ITEM_MAX));

  // 'Block two hours for "Run a price test"' done is time given to the test, not the test; 'Write
  // the options in "Decide ..."' done is its first step.
  const latest = done
    .slice(-BUILT_ON_MAX)
    .reverse()
    .map((t) =>
      PLAN_TASK.test(t)
        ? `${/^Block two hours\b/.test(t) ? 'the time you set aside for' : 'the first step of'} ${named(t)}`
        : named(t),
    );
  const count =
    done.length === 1 ? 'one of this session’s tasks' : `${done.length} of this session’s tasks`;
  const which =
    done.length <= BUILT_ON_MAX ? `: ${listJoin(latest)}` : `, most recently ${latest[0]}`;
  const opening = `You have done ${count} so far${which}. This week starts from that work: the first ${fresh.length === 1 ? 'task takes it' : 'tasks take it'} a step further, and nothing you have done is asked of you again.`;
  return {
    ...result,
    teach: limit(`${opening}\n\n${result.teach}`, TEACH_MAX),
    microTasks: microTasks.length > 0 ? microTasks : result.microTasks,
  };
}
