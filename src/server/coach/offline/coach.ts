import type { CoachingResult } from '@shared/contracts/ai';
import type { CoachInput } from '../../lib/ai/types';
import { findGaps, type GapCheck } from './gaps';
import { inferIndustry } from './industry';
import { forBand, industryNotes, render, SESSION_TOPICS, type Band, type Item } from './library';
import {
  gapParagraph,
  industryLabel,
  industryParagraph,
  openingParagraph,
  sessionBand,
} from './opening';
import { anchorRef, SESSION_ANCHORS, type SessionAnchors } from './session-anchors';
import { limit, quote } from './text';
import { Weave } from './weave';

const MAX_ITEMS = 8;
const MAX_TASKS = 7;
const ITEM_MAX = 800;
const TEACH_MAX = 6000;

/** Cleans a card's items: no blanks, no duplicates, within the schema's limits. */
function finish(items: readonly (string | null | undefined)[], max = MAX_ITEMS): string[] {
  const out: string[] = [];
  for (const item of items) {
    const text = item?.trim();
    if (!text || out.includes(text)) continue;
    out.push(limit(text, ITEM_MAX));
    if (out.length === max) break;
  }
  return out;
}

function library(items: readonly Item[], band: Band, count: number, w: Weave): string[] {
  return forBand(items, band)
    .slice(0, Math.max(0, count))
    .map((i) => render(i.text, w));
}

/** The 30-day task that best fits the session, quoted, or null. */
function planTask(w: Weave, anchors: SessionAnchors): string | null {
  const tasks = w.form.actionPlan.next30Days.filter((t) => t.trim() !== '');
  const task = tasks.find((t) => anchors.taskWords.test(t));
  if (!task) return null;
  w.used.add('actionPlan.next30Days');
  return `Block two hours for the task on your 30-day plan that this session serves: ${quote(task)}.`;
}

/** The user's own measure for this session, with the step that makes it useful. */
function ownMeasure(w: Weave, anchors: SessionAnchors): string | null {
  const path = anchors.measures.find((p) => w.has(p));
  if (!path) {
    const ref = anchorRef(w, anchors.risk);
    return ref
      ? `One number that shows whether ${ref} is getting better, recorded every week from today.`
      : null;
  }
  const label = path.startsWith('loops.') ? 'Your loop metric' : 'Your success measure';
  return `${label}, ${w.quote(path)}: write down today's value and the day-30 target, and review it weekly with the metrics below.`;
}

/**
 * Builds one coaching session: the library's practice for the session, the user's level and the
 * industry, woven with the user's own answers and the gaps found in them.
 */
export function buildCoaching(input: CoachInput): CoachingResult {
  const { form, sessionNumber: session } = input;
  const industry = input.industry ?? inferIndustry(form).inferredIndustry;
  const label = industryLabel(industry, form);
  const notes = industryNotes(industry);
  const topic = SESSION_TOPICS[session];
  const anchors = SESSION_ANCHORS[session];
  const band = sessionBand(form, topic.pillars);
  const w = new Weave(form, label, true, industry);
  const gaps: GapCheck[] = findGaps(session, topic.loop, w);
  const lib = topic.library;
  const first = topic.pillars[0];
  const last = topic.pillars[topic.pillars.length - 1] ?? first;
  const gapTexts = (pick: (g: GapCheck) => Item['text'], n: number) =>
    gaps.slice(0, n).map((g) => render(pick(g), w));

  w.resetCard();
  const teach = [
    openingParagraph(session, topic, anchors, band, w),
    ...library(lib.teach, band, 2, w),
    industryParagraph(industry, label, notes, topic.pillars),
    gapParagraph(gaps),
  ].join('\n\n');

  w.resetCard();
  const gapActions = gapTexts((g) => g.action, 3);
  const recommendActions = finish([
    ...gapActions,
    ...library(lib.actions, band, MAX_ITEMS - 1 - gapActions.length, w),
    notes.pillars[last].action,
  ]);

  w.resetCard();
  const learnRef = anchorRef(w, anchors.learn);
  const resources = library(lib.learning, band, 5, w);
  if (learnRef && resources[0]) resources[0] = `${resources[0]} Apply it first to ${learnRef}.`;
  const recommendLearning = finish([...resources, notes.resource]);

  w.resetCard();
  const metrics = finish([
    ownMeasure(w, anchors),
    ...library(lib.metrics, band, 5, w),
    notes.pillars[first].metric,
  ]);

  w.resetCard();
  const ownRisk =
    w.has('execution.risks') && [4, 6, 7].includes(session)
      ? `You named ${w.quote('execution.risks')}: give it an owner, an early warning sign and one step this month that makes it smaller.`
      : null;
  const riskRef = anchorRef(w, anchors.risk);
  const risks = finish([
    ownRisk,
    riskRef ? anchors.riskLine(riskRef) : null,
    ...gapTexts((g) => g.risk, 2),
    ...library(lib.risks, band, 3, w),
    notes.pillars[last].risk,
  ]);

  w.resetCard();
  const review = w.has('actionPlan.priority')
    ? `Review the week against ${w.priority}: what moved, what you learned, and the one change for next week.`
    : 'Review the week: what moved, what you learned, and the one priority you will commit to for the next 30 days.';
  const tasks = finish(
    [planTask(w, anchors), ...gapTexts((g) => g.task, 3), ...library(lib.microTasks, band, 6, w)],
    MAX_TASKS - 1,
  );
  const microTasks = [...tasks, review].map((t, i) => limit(`Day ${i + 1}: ${t}`, ITEM_MAX));

  return {
    teach: limit(teach, TEACH_MAX),
    recommendActions,
    recommendLearning,
    metrics,
    risks,
    microTasks,
  };
}
