/**
 * The 7-day tasks of a coaching session as a checklist (issue 18, ADR 036). A task is the text of
 * a 'Next 7 Days' item without its 'Day N:' prefix; a tick is kept per assessment, session and
 * task key, so it survives a regeneration that keeps the task's words, wherever the task moves in
 * the week.
 */

const DAY_PREFIX = /^\s*day\s+\d{1,2}\s*[:.)-]\s*/i;

/** The task an item of 'Next 7 Days' names: 'Day 3: Call five clients.' is 'Call five clients.'. */
export function taskTextOf(item: string): string {
  return item.replace(DAY_PREFIX, '').trim();
}

/** What identifies a task across regenerations: its words, in any case, spacing and end mark. */
export function taskKeyOf(item: string): string {
  return taskTextOf(item)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s.!;:,]+$/, '')
    .trim();
}

/** The texts of the checklist, shown to founders on the coaching screen and dashboard. */
export const TASK_TEXTS = {
  /** The checkbox's accessible name prefix: 'Mark done: Call five clients.' */
  markDone: 'Mark done',
  done: 'Done',
  doneCount: (done: number, total: number) => `${done} of ${total} done`,
  tickFailed: 'Could not save that tick. Please try again.',
  doneEarlierTitle: 'Done in an earlier version of this session',
  dashboardTitle: '7-day tasks done',
  dashboardEmpty:
    'Tick the tasks of each coaching session’s Next 7 Days as you do them; your progress shows here.',
  dashboardSession: (title: string, done: number, total: number) => `${title}: ${done} of ${total}`,
  dashboardEarlier: (n: number) => `and ${n} from earlier versions`,
} as const;

/** The API's messages for a tick it refuses. */
export const TASK_MESSAGES = {
  notInSession: "That task is not in this session's Next 7 Days",
} as const;
