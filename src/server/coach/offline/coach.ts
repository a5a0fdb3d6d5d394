import type { CoachingResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { COACHING_SESSION_NUMBERS, CUSTOM_INDUSTRY, type Pillar } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import type { CoachInput, CoachingSessionNumber } from '../../infra/ai/types';
import { buildProfile, type DoneFact, type FounderProfile } from '../profile';
import { carryOver } from './carry-over';
import { valueElsewhere } from './gap-checks-execution';
import {
  approvalSum,
  coverLine,
  keyNumberLine,
  paybackLine,
  rentSum,
  runwaySum,
  stockSum,
  shareTarget,
  supplySum,
  takeLine,
  targetSum,
  unitSum,
} from './key-number';
import { doneLines } from './done-lines';
import { evidenceAction, loopEvidenceAction } from './evidence-lines';
import { activeGuards, fits, type Guard } from './fit';
import { findGaps, type GapCheck } from './gaps';
import {
  bandOf,
  forBand,
  industryNotes,
  render,
  SESSION_TOPICS,
  type Band,
  type IndustryNotes,
  type PillarNote,
  type Item,
} from './library';
import { tradeVariant } from './library/industry-variants';
import { ownFactActions, seasonalCashSum } from './own-facts';
import { modelLines } from './model-lines';
import { namedRiskActions, riskKind, riskStep } from './named-risks';
import { planTaskStep } from './plan-steps';
import { owedLine, priorityLine, readPriority, type PriorityKind } from './priority-lines';
import { gapParagraph, industryParagraph, openingParagraph } from './opening';
import {
  anchorPath,
  anchorRef,
  anchorText,
  SESSION_ANCHORS,
  type SessionAnchors,
} from './session-anchors';
import { SESSION_PLAYS } from './plays';
import { needsMet, type PlayCard, type PlayWords } from './plays/types';
import { appCountLater } from './plays/when';
import { limit, sentences } from './text';
import {
  capRepeats,
  goalShort,
  founderWords,
  MARK_OPEN,
  unmark,
  withoutFounderWords,
  type Words,
  NAME_JOIN,
} from './words';
import { Weave } from './weave';

const LOOP_PILLAR: Partial<Record<CoachingSessionNumber, Pillar>> = {
  5: 'product',
  6: 'execution',
  7: 'market',
};

const MAX_ITEMS = 6;
const MIN_ITEMS = 3;
const MAX_TASKS = 7;
const ITEM_MAX = 800;
const TEACH_MAX = 6000;

/**
 * The coaching level of a session: from the ratings, corrected by the evidence. A rating the
 * answers do not back coaches at the level they do back; an underrated pillar one level higher.
 */
function sessionBand(profile: FounderProfile, pillars: readonly Pillar[]): Band {
  const levels = pillars.map((p) => {
    const e = profile.evidence[p];
    if (e.rating === null) return null;
    return e.verdict === 'inflated' || e.verdict === 'modest' || e.keptHonest
      ? e.supported
      : e.rating;
  });
  const known = levels.filter((l): l is number => l !== null);
  return bandOf(known.length ? Math.min(...known) : null);
}

/**
 * What a plan of six sessions has already said: an action or task given in one session is not
 * given again in another. The key is the line's first words without the founder's quotes.
 */
class Said {
  private readonly keys = new Set<string>();
  static key(line: string): string {
    // A step of the founder's own 30-day task is told apart by the task it quotes: 'Put "visit 5
    // bike shops" in the calendar' and 'Put "call Ana" in the calendar' are two steps.
    const task = /from your 30-day plan/.test(line) ? /"([^"]+)"/.exec(line)?.[1] : undefined;
    return `${task ?? ''} ${withoutFounderWords(line)}`
      .replace(/"[^"]*"/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 7)
      .join(' ');
  }
  has(line: string): boolean {
    return this.keys.has(Said.key(line));
  }
  add(line: string): void {
    this.keys.add(Said.key(line));
  }
}

/**
 * What the six sessions of one founder have used so far, beyond the actions and tasks of `Said`:
 * a founder reads the plan as one, so a book, a risk, a measure of the same thing, the same
 * customer questions or their own 30-day priority met in every session read as a template (the
 * repetition review of read 34: the lessons differ, the lists repeat).
 */
interface PlanMemory {
  /** Books and methods recommended: each once per founder. */
  works: Set<string>;
  /** Risks named, by their opening words: each once per founder. */
  risks: Said;
  /** The move after a named risk ('You named "...": <move>'), lower-cased: each once per founder. */
  moves: Set<string>;
  /** Items per plan-level theme (a metric family, the customer interview, capacity). */
  themes: Map<string, number>;
  /** Items about the 30-day priority, by card and session ('risks:home', 'actions:5'). */
  priority: Map<string, number>;
  /** The priority's opening words, lower-cased, as items quote it; '' when none was set. */
  priorityText: string;
  /** Sessions whose actions or tasks worked each counted fact ('your 38 paying'), by its phrase. */
  counted: Map<string, Set<CoachingSessionNumber>>;
  /** The session the priority belongs to (a price in Market, a test in the loop, else Execution). */
  priorityHome: CoachingSessionNumber;
  /** The founder's own 30-day tasks, each given to one session's week (`assignPlanTasks`). */
  planTasks: ReadonlyMap<CoachingSessionNumber, readonly string[]>;
}

interface Ctx {
  session: CoachingSessionNumber;
  plan: PlanMemory;
  profile: FounderProfile;
  guards: Guard[];
  w: Weave;
  band: Band;
  gaps: GapCheck[];
  notes: IndustryNotes | null;
  anchors: SessionAnchors;
  said: Said;
  words: Words;
  /** How often this session raised each theme (illness twice at most, not five times). */
  themes: Map<string, number>;
}

const OWN_PRICE_RISE: Guard = {
  why: "the founder's own priority is a price rise: no second rise, price test or draft beside it",
  applies: () => true,
  refuses:
    /\b(raise your rate|draft next quarter's price|test a \d+% higher|quote \d+% higher|Van Westendorp)\b/i,
};

/**
 * Themes a plan of six sessions returns to at most `plan` times, and a card at most `card` times:
 * the same questions put to customers, the founder's hours, and (in the metrics cards only) a
 * measure of the same thing.
 */
const PLAN_THEMES: readonly (readonly [string, RegExp, number, number, ('measure' | 'asks')?])[] = [
  [
    'customer-why',
    /\b(what would they miss|miss most|what they weighed against|why they chose you|why us|nearly stopped them|almost stopped you|what made them pay|what they would change in|how they would tell a|why they said yes|nearly bought instead)\b/i,
    4,
    2,
  ],
  [
    'retention',
    /\b(retention|churn\w*|still (active|with you|paying)|repeat (purchase|rate|orders?)|came back|come back|reorder rate)\b/i,
    2,
    1,
    'measure',
  ],
  [
    'acquisition-cost',
    /\b(CAC|cost per (new )?(customer|client|lead|booking)|cost to win|payback|win rate)\b/i,
    2,
    1,
    'measure',
  ],
  [
    'loop-speed',
    /\b(days from|time from|loop speed|learning velocity|cycle time)\b/i,
    2,
    1,
    'measure',
  ],
  // Stop-check read: 'Trials or free accounts that start paying at list price' beside
  // 'Trial-to-paid conversion' in one card.
  [
    'trial',
    /\b(trial-to-paid|trials? (or free accounts )?(that|who) (start paying|convert)|free(-to-paid| accounts that start paying))\b/i,
    2,
    1,
    'measure',
  ],
  [
    'unit-cost',
    /\b(unit cost|cost per unit|cost to serve|cost serving|margin per|food cost|what you keep (per|on))\b/i,
    2,
    1,
    'measure',
  ],
  // Read 38: a riders' co-op with nothing sold asked for a pre-order, a deposit or a letter of
  // intent in four actions and two days of one session.
  [
    'commitment',
    /\b(letters? of intent|pre-?orders?|deposits?|paid (trial|pilot)s?|signed orders?)\b/i,
    3,
    1,
    // Asked of customers: a measure of commitments is not an ask.
    'asks',
  ],
  [
    'capacity',
    /\b(your hours are the capacity|your hours set the pace|one in, one out|works? late|eating the hours|can (staff|onboard|serve)|billable hours|utili[sz]ation)\b/i,
    3,
    1,
  ],
];

/** A measure theme counts in the metrics card only; an ask in every card but the metrics. */
const themed = (scope: 'measure' | 'asks' | undefined, kind: string) =>
  scope === 'measure' ? kind === 'metrics' : scope === 'asks' ? kind !== 'metrics' : true;

/** The sessions of six that may work one counted fact of the founder's. */
const COUNTED_SESSIONS = 4;

/** Themes said at most twice a session: each names what a line is about, whatever its wording. */
const THEME_MAX = 2;
/**
 * Themes flagged `wide` count across the session's cards, the week's tasks included: a day that
 * records the loop metric says again what an action asked.
 */
const THEMES: readonly (readonly [string, RegExp, number?, boolean?])[] = [
  ['illness', /\b(ill|illness|sick|off sick|a week off)\b/i],
  // Resting on a few clients, said twice in one card: 'may rest on two or three founder-CEOs'
  // beside 'A pipeline that depends on one or two clients' (stop check).
  // Quotes won counted twice in one card ('Full-price quotes won, per 10 sent' and 'Quotes that
  // become orders'): stop check.
  ['quotes-won', /\b(full-price quotes won|quotes that become orders|proposals accepted)\b/i, 1],
  [
    'few-clients',
    /\b(rest on two or three|depends on one or two clients|a few large customers|one loss would hurt)\b/i,
    1,
  ],
  // Two utilisation metrics side by side ('billable hours as a share...', 'Billable
  // utilisation (commonly 60% to 75%)') say one thing twice.
  ['utilisation', /\butili[sz]ation\b/i, 1],
  // A loop metric's value and target is set once a session: the gap's action, risk and task each
  // asking for 'today's value' said it three times (read 34).
  [
    'loop-value',
    /\btoday's value\b|\bday-30 target\b|\btoday's "[^"]+" and your target\b/i,
    1,
    true,
  ],
  // A loan's or a lease's dates against the slow months: an action, a risk and a day of one
  // session said it three times (read 37).
  ['due-dates', /\b(falls? due|payment dates of|due in a slow month)\b/i, 1, true],
  // What a customer costs to win, in the coach's words (not a quoted loop metric 'CAC, payback'):
  // an action, a second action, two risks and a metric of one session said it five times (read
  // 37; a cleaning marketplace whose CAC the session had already worked out).
  // Mapping a process step by step: a day that writes down 'every step' of the loop beside an
  // action that walks delivery 'step by step' says one thing twice (read 41).
  ['steps', /\b(every step|step by step|one full round of)\b/i, 1, true],
  // The market's size, worked in an action, a risk and a day of one session (stop check: a
  // workshop's "About 60,000 homes" cut down, shrunk and redone bottom-up in one session).
  [
    'market-size',
    /\b(bottom-up|may shrink once you count|reachable this year|count only .{0,40}you can reach)\b/i,
    2,
    true,
  ],
  [
    'acquisition',
    /\b(CAC|cost per (new )?(customer|client)|costing more than|costs in money and hours|cost to win|what each one cost)\b/i,
    2,
    true,
  ],
];

/** Themes read in the coach's words only: a quoted answer ('"CAC, payback"') is not the coach saying it. */
const COACH_WORDS_THEMES = new Set(['acquisition', 'market-size']);

/**
 * One card's items: no blanks, no line the founder's profile rules out, within the schema's
 * limits. For actions and tasks (`shared`), nothing another session of the plan already said.
 */
function card(
  ctx: Ctx,
  items: readonly (string | null | undefined)[],
  max = MAX_ITEMS,
  shared = true,
  /** Library items taken only when the card would otherwise have fewer than MIN_ITEMS. */
  fallback: readonly string[] = [],
  /** The week's tasks count a theme apart: the move for a risk is not the risk said again. */
  themeScope = 'cards',
  /** Which card: a book, a risk or a measure is given once a plan. */
  kind: 'actions' | 'learning' | 'metrics' | 'risks' | 'tasks' = 'actions',
): string[] {
  const out: string[] = [];
  const { plan, session } = ctx;
  const planThemes = new Map<string, number>();
  // An item is about the priority when it quotes it ('"get into Target"'), not when another
  // answer that mentions it is quoted ('"DTC only right now. want to get into Target..."').
  // A counted fact ('your 1,180 paying') worked in four sessions of six, twice in one at most:
  // met in every session, it read as a template (the repetition review: 16 founders of 106 had
  // one count in all six).
  const counted =
    kind === 'actions' || kind === 'tasks'
      ? [
          ...new Set(
            ctx.profile.done
              .filter((d) => d.count !== null && d.phrase.length >= 4)
              .map((d) => d.phrase),
          ),
        ]
      : [];
  const counts = (text: string) => {
    if (counted.length === 0) return [];
    const plain = unmark(text);
    return counted.filter((phrase) => plain.includes(`your ${phrase}`));
  };
  const about = (text: string) =>
    plan.priorityText !== '' && unmark(text).toLowerCase().includes(`"${plan.priorityText}`);
  // The plan's limits, relaxed only when the card would otherwise be too short to show.
  // Items about the priority held back by the plan's limits: one comes back when nothing else in
  // the card is in the founder's own words.
  const deferred: string[] = [];
  const planAllows = (text: string): boolean => {
    const work = workOf(text) ?? (kind === 'learning' ? titleOf(text) : null);
    if (work && plan.works.has(work)) return false;
    if (kind === 'risks' && plan.risks.has(text)) return false;
    // A named risk's move given once, as an action or a risk, is not given again in another
    // wording of the same risk (read 35: 'work the new cost into your price' in session 2's
    // actions and session 4's risks; read 36: 'ask your 3 closest customers' twice).
    const move = moveOf(text);
    if ((kind === 'risks' || kind === 'actions') && move && plan.moves.has(move)) return false;
    for (const [theme, re, most, perCard, measure] of PLAN_THEMES) {
      if (!themed(measure, kind) || !re.test(coachWords(text))) continue;
      if ((plan.themes.get(theme) ?? 0) >= most) return false;
      if ((planThemes.get(theme) ?? 0) >= perCard) return false;
    }
    for (const phrase of counts(text)) {
      const sessions = plan.counted.get(phrase);
      if (sessions && !sessions.has(session) && sessions.size >= COUNTED_SESSIONS) return false;
      if ((ctx.themes.get(`counted:${phrase}`) ?? 0) >= 2) return false;
    }
    if (about(text)) {
      // The priority is never the aim of a book.
      if (kind === 'learning') return false;
      const home = session === plan.priorityHome;
      const key = `${kind}:${home ? 'home' : kind === 'risks' ? 'away' : session}`;
      // Risks about it are mostly generic frames ('... slipping week by week', '... set without
      // checking'): two in its own session, one elsewhere in the plan. Actions and tasks work
      // it from each session's angle.
      const most = kind === 'risks' ? (home ? 2 : 1) : home ? 3 : 2;
      // And in all a session's cards, three items about it in its home session and two
      // elsewhere: read 47 counted the priority 6 to 14 times a founder, six in one session.
      const inSession = plan.priority.get(`all:${session}`) ?? 0;
      if ((plan.priority.get(key) ?? 0) >= most || inSession >= (home ? 3 : 2)) {
        deferred.push(text);
        return false;
      }
    }
    return true;
  };
  const remember = (text: string) => {
    const work = workOf(text) ?? (kind === 'learning' ? titleOf(text) : null);
    if (work) plan.works.add(work);
    if (kind === 'risks') plan.risks.add(text);
    const move = moveOf(text);
    if ((kind === 'risks' || kind === 'actions') && move) plan.moves.add(move);
    for (const phrase of counts(text)) {
      plan.counted.set(phrase, (plan.counted.get(phrase) ?? new Set()).add(session));
      ctx.themes.set(`counted:${phrase}`, (ctx.themes.get(`counted:${phrase}`) ?? 0) + 1);
    }
    for (const [theme, re, , , measure] of PLAN_THEMES) {
      if (!themed(measure, kind) || !re.test(coachWords(text))) continue;
      plan.themes.set(theme, (plan.themes.get(theme) ?? 0) + 1);
      planThemes.set(theme, (planThemes.get(theme) ?? 0) + 1);
    }
    if (about(text)) {
      const home = session === plan.priorityHome;
      const key = `${kind}:${home ? 'home' : kind === 'risks' ? 'away' : session}`;
      plan.priority.set(key, (plan.priority.get(key) ?? 0) + 1);
      plan.priority.set(`all:${session}`, (plan.priority.get(`all:${session}`) ?? 0) + 1);
    }
  };
  const take = (list: readonly (string | null | undefined)[], until: number, strict = true) => {
    for (const item of list) {
      if (out.length >= until) break;
      const text = item?.trim();
      if (!text || out.includes(text) || !fits(text, ctx.profile, ctx.guards)) continue;
      if (strict && !planAllows(text)) continue;
      // Two items that open the same way say the same thing ('Put a number on ...').
      const opening = Said.key(text).split(' ').slice(0, 4).join(' ');
      if (out.some((o) => Said.key(o).split(' ').slice(0, 4).join(' ') === opening)) continue;
      // Two items that name the same book or method ('7 Powers (Hamilton Helmer): ...' and
      // '7 Powers by Hamilton Helmer: ...') recommend it twice.
      const title = titleOf(text);
      if (title && out.some((o) => titleOf(o) === title)) continue;
      // 'Gary Klein's premortem (HBR, 2007)' and 'The pre-mortem technique (Gary Klein, ...)'.
      const work = workOf(text);
      if (work && out.some((o) => workOf(o) === work)) continue;
      if (shared && ctx.said.has(text)) continue;
      const found = THEMES.find(([t, re]) =>
        re.test(COACH_WORDS_THEMES.has(t) ? coachWords(text) : text),
      );
      const theme = found?.[0];
      // The metrics card keeps its own count: a measure is set up there, and asked nowhere else.
      const wide = found?.[3] === true && kind !== 'metrics';
      const key = `${wide ? 'session' : themeScope}:${theme}`;
      const times = theme ? (ctx.themes.get(key) ?? 0) : 0;
      const most = wide || themeScope !== 'tasks' ? (found?.[2] ?? THEME_MAX) : 1;
      if (theme && times >= most) continue;
      if (theme) ctx.themes.set(key, times + 1);
      remember(text);
      out.push(limit(text, ITEM_MAX));
    }
  };
  // Two measures, risks or books of the founder's own beat a third from the library that any
  // founder would get: the plan's limits leave those cards shorter rather than padded.
  const least = kind === 'metrics' || kind === 'risks' || kind === 'learning' ? 2 : MIN_ITEMS;
  take(items, max);
  take(fallback, Math.min(max, out.length >= least ? out.length : MIN_ITEMS));
  // A card too short to show takes what the plan said elsewhere rather than stand empty.
  if (out.length < least) take([...items, ...fallback], Math.min(max, least), false);
  const ownWords = (t: string) => t.includes(MARK_OPEN) || t.includes('"');
  if (deferred[0] && !out.some(ownWords)) {
    if (out.length >= Math.max(least, 1)) out.pop();
    take([deferred[0]], max, false);
  }
  if (shared) out.forEach((t) => ctx.said.add(t));
  return out;
}

/**
 * The name a resource opens with, before its author or its colon ('7 Powers', 'Crossing the
 * Chasm'), lower-cased; null when the item does not open with a short name.
 */
function titleOf(text: string): string | null {
  const m = /^([A-Z0-9][\w'’ -]{2,40}?)(?: by [A-Z]| \(|:)/.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

/** Books and methods the coach recommends, however an item names them. */
const WORKS: readonly (readonly [string, RegExp])[] = [
  ['premortem', /\bpre-?mortem\b/i],
  ['lean-startup', /\bLean Startup\b|\bbuild-measure-learn\b/],
  ['mom-test', /\bMom Test\b/],
  ['canvas', /\bBusiness Model Canvas\b/],
  ['traction', /\bTraction \(|\bTraction by\b|\bBullseye\b/],
  ['jtbd', /\bCompeting Against Luck\b|\bjobs[- ]to[- ]be[- ]done\b/i],
  ['chasm', /\bCrossing the Chasm\b/],
  ['discovery-habits', /\bContinuous Discovery Habits\b/],
  ['lean-analytics', /\bLean Analytics\b/],
  ['the-goal', /\bThe Goal\b/],
  ['checklist', /\bChecklist Manifesto\b/],
  ['powers', /\b7 Powers\b/],
  ['four-fits', /\bFour Fits\b/],
  ['hacking-growth', /\bHacking Growth\b/],
  ['predictable-revenue', /\bPredictable Revenue\b/],
  ['one-page-plan', /\b1-Page Marketing Plan\b/],
];

function workOf(text: string): string | null {
  return WORKS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/**
 * What a line about one of the founder's named risks tells them to do: the words after the quoted
 * risk ('You also named "Oak prices rose 18%": work the new cost into ...'), or null.
 */
function moveOf(text: string): string | null {
  const m = /\bnamed "[^"]+"[^:]{0,40}: (.{20,})$/.exec(unmark(text));
  return m?.[1] ? m[1].toLowerCase() : null;
}

/** The coach's own words of a line: the founder's phrases and quoted answers left out. */
const coachWords = (text: string) => withoutFounderWords(text).replace(/"[^"]*"/g, ' ');

/** Words too common to tell two lines apart. */
const COMMON = new Set(
  'a an the and or of to in on for by with your you it its is are be at as from what who how each one this that their them they then if not no do does week weeks day days first next into than more most per beside'.split(
    ' ',
  ),
);
/** The coach's own content words of a line, the founder's quotes left out. */
function contentWords(text: string): Set<string> {
  const bare = withoutFounderWords(text)
    .replace(/"[^"]*"/g, ' ')
    .replace(/^Day \d+: /, '')
    .toLowerCase();
  return new Set(
    (bare.match(/[a-z][a-z'-]+/g) ?? []).filter((w) => w.length > 2 && !COMMON.has(w)),
  );
}
/** True when a task says again what one of the actions says (most of its words are theirs). */
function restates(task: string, actions: readonly string[]): boolean {
  const t = contentWords(task);
  if (t.size < 3) return false;
  return actions.some((a) => {
    const w = contentWords(a);
    if (w.size < 3) return false;
    let shared = 0;
    for (const x of t) if (w.has(x)) shared += 1;
    return shared / Math.min(t.size, w.size) >= 0.6;
  });
}

/** A few library items of the session's band, rendered around the founder's answers. */
function library(ctx: Ctx, items: readonly Item[], count: number): string[] {
  return forBand(items, ctx.band)
    .map((i) => render(i.text, ctx.w))
    .filter((t) => fits(t, ctx.profile, ctx.guards) && !ctx.said.has(t))
    .slice(0, count);
}

/** The session's plays for a card that fit the founder, rendered, at most `count`. */
function plays(ctx: Ctx, card: PlayCard, count: number): string[] {
  const topic = SESSION_TOPICS[ctx.session];
  const loop = topic.loop ? ctx.words.loop[topic.loop] : null;
  const v = { ...ctx.words, ...(loop ?? {}) } as PlayWords;
  const out: string[] = [];
  for (const play of SESSION_PLAYS[ctx.session]) {
    if (out.length === count) break;
    if (play.card !== card || !needsMet(play, ctx.words, loop)) continue;
    if (play.bands && !play.bands.includes(ctx.band)) continue;
    if (play.when && !play.when(ctx.profile)) continue;
    // A play may decline from the founder's words themselves (an empty text).
    const text = capitalizeStart(play.text(v, ctx.profile));
    if (!text || !fits(text, ctx.profile, ctx.guards) || ctx.said.has(text)) continue;
    out.push(text);
  }
  return out;
}

/** The first letter of a play's text in capitals, looking past a mark's key and a quote. */
function capitalizeStart(text: string): string {
  return text.replace(
    /^("?(?:\uE000[^\uE001\uE002]*\uE002)?)([a-z])/,
    (_m, pre: string, c: string) => pre + c.toUpperCase(),
  );
}

/** A paragraph with every sentence the founder's profile rules out left out. */
function fitting(ctx: Ctx, paragraph: string): string {
  // A quote of several sentences ('"2 of us. I do the code..."') stays one sentence here: cut
  // at its inner stops, a guard could drop its tail and leave the quote open.
  const whole: string[] = [];
  for (const s of sentences(paragraph)) {
    const last = whole.at(-1);
    if (last !== undefined && (last.match(/"/g)?.length ?? 0) % 2 === 1)
      whole[whole.length - 1] = `${last} ${s}`;
    else whole.push(s);
  }
  return whole.filter((s) => fits(s, ctx.profile, ctx.guards)).join(' ');
}

/** A session's week holds at most this many of the founder's own 30-day tasks. */
const PLAN_TASKS_PER_WEEK = 2;

/**
 * Gives each of the founder's 30-day tasks to one session's week. Each session first takes the
 * first task in its own words (a market task to Market); the rest go to the weeks holding the
 * fewest, a session whose words fit first. Left to the words alone, six tasks in ten were never a
 * day of any week ("meet the bank's new CTO before his vendor review", read 35), while the weeks
 * filled with practice any founder would get.
 */
function assignPlanTasks(tasks: readonly string[]): Map<CoachingSessionNumber, readonly string[]> {
  const given = new Map<CoachingSessionNumber, string[]>(
    COACHING_SESSION_NUMBERS.map((s) => [s, []]),
  );
  const left = tasks.filter((t) => t.trim() !== '');
  for (const s of COACHING_SESSION_NUMBERS) {
    const at = left.findIndex((t) => SESSION_ANCHORS[s].taskWords.test(t));
    if (at >= 0) given.get(s)?.push(...left.splice(at, 1));
  }
  for (const task of left) {
    const open = COACHING_SESSION_NUMBERS.filter(
      (s) => (given.get(s)?.length ?? 0) < PLAN_TASKS_PER_WEEK,
    );
    const fewest = Math.min(...open.map((s) => given.get(s)?.length ?? 0));
    const least = open.filter((s) => (given.get(s)?.length ?? 0) === fewest);
    // Among the emptiest weeks, one whose words fit, else the latest: the loop sessions' weeks
    // are the ones most alike across founders (read 37: session 7's three days the same for all
    // five founders).
    const home =
      least.find((s) => SESSION_ANCHORS[s].taskWords.test(task)) ?? least[least.length - 1];
    if (home) given.get(home)?.push(task);
  }
  return given;
}

/**
 * This week's first step of each 30-day task given to the session, quoted; none that an action
 * of the session already works ('Give "add 3 new stages" a budget ...').
 */
function planTasks(ctx: Ctx, actions: readonly string[]): string[] {
  const head = (t: string) =>
    unmark(t)
      .toLowerCase()
      .replace(/["“”']/g, '');
  const worked = actions.map(head);
  const steps: string[] = [];
  for (const task of ctx.plan.planTasks.get(ctx.session) ?? []) {
    const opening = head(task).trim().slice(0, 18);
    if (ctx.said.has(`plan task ${task}`) || worked.some((a) => a.includes(opening))) continue;
    ctx.said.add(`plan task ${task}`);
    ctx.w.used.add('actionPlan.next30Days');
    steps.push(planTaskStep(task));
  }
  return steps;
}

/** The founder's own measure for this session, with the step that makes it useful. */
/**
 * The founder's own named risk, asked about in the way that fits it: money in weeks of cash, a
 * person in who covers, a rule in its date, anything else in who owns it.
 */
function namedRisk(quoted: string, answer: string, profile: FounderProfile): string {
  const solo = profile.team.solo;
  const runwayKnown = profile.runway !== null;
  // The risk quoted is the answer's first; a later one ('Cash flow - ...') is not its kind.
  const text = answer.split(/[.;\n]|\s-\s/)[0] ?? '';
  if (
    /\b(cash|money|runway|overdraft|loan|funding|grants?|lease|rent|landlord|pays? (late|in \d+)|late pay\w*)\b/i.test(
      text,
    )
  )
    return runwayKnown
      ? `You named ${quoted}: put the month it bites in the calendar, and look at it every week.`
      : `You named ${quoted}: count what it would cost in weeks of cash.`;
  // People leaving a team is not one person off sick: who goes next, and what keeps them.
  if (/\b(turnover|leave|leaves|leaving|quit|quits|recruit\w*|hire|hiring)\b/i.test(text))
    return `You named ${quoted}: who is likeliest to leave next, and what would keep them?`;
  // Working alone, nobody covers: which clients hear first is the plan.
  if (/\b(ill|sick|burn\w*|key person|only one who|staff|workers?)\b/i.test(text))
    return solo
      ? `You named ${quoted}: which clients hear first, and what waits?`
      : `You named ${quoted}: who covers it next week?`;
  if (
    /\b(regulat\w*|licen[cs]\w*|certif\w*|registration|audit|compliance|law|rules?|reform)\b/i.test(
      text,
    )
  )
    return `You named ${quoted}: by what date will you know?`;
  // 'Grupo Llevant is 55% of revenue': one client is the business; the next ones are the move.
  if (
    /\b\d{2}\s?% of (our |the )?(revenue|sales|work|income|turnover|business)\b|\b(biggest|largest|one|single) (client|customer|buyer)\b|\bdepend\w* on (one|1|a single) (client|customer|buyer|account)s?\b/i.test(
      text,
    )
  )
    return `You named ${quoted}: list the three clients who could take its place, and call the first this week.`;
  // A rival or a supplier has its own first move (named-risks.ts).
  const kind = riskKind(text);
  if (kind === 'rival' || kind === 'supply')
    return `You named ${quoted}: ${riskStep({ kind, text }, profile)}`;
  // Alone, the owner is the founder: only the move is left to name.
  return solo
    ? `You named ${quoted}: what one step shrinks it this month?`
    : `You named ${quoted}: who owns it, and what shrinks it this month?`;
}

function ownMeasure(ctx: Ctx): string | null {
  const { w, anchors } = ctx;
  // The 30-day success measure is set up once (session 2); loops use their own metric.
  // Each measure is set up once in a plan: a loop metric named in a pillar session is not
  // given the same 'today's value and day-30 target' again in its loop session.
  const path = anchors.measures.find(
    (p) =>
      w.has(p) &&
      (p !== 'actionPlan.successMeasures' || ctx.session === 2) &&
      !ctx.said.has(`own measure ${p}`),
  );
  if (!path) {
    const ref = anchorRef(w, anchors.risk);
    return ref && ctx.session === 2
      ? `One number that shows whether ${ref} is getting better, recorded every week from today.`
      : null;
  }
  ctx.said.add(`own measure ${path}`);
  const label = path.startsWith('loops.') ? 'Your loop metric' : 'Your success measure';
  // 'downloads' for a meal box whose app comes later counts nothing yet (read 37).
  if (appCountLater(w.text(path), ctx.profile))
    return `${label}, ${w.quote(path)}, counts an app that comes later: until it ships, read this loop in orders and re-orders, today's value and day-30 target.`;
  // 'First meetings per month (now 6)', 'market takings per Saturday (avg R4,200)', 'waste
  // (about 6% of bake)' already have today's value: only the target is missing. A figure that is
  // the target itself ('recurring plans 500+, CAC under $50') is not today's.
  if (
    /\b(now|today|currently|avg|average|median|about|around|approx\.?)\b[^.;)]{0,12}\d|\(\s*[~≈]?\s*[^\s)]{0,4}\d/i.test(
      w.text(path),
    ) ||
    // '% farmers following the advice' is given by '11 of 14 say they follow it': a loop metric
    // whose value the answers already hold. (A success measure is the month's target itself.)
    (path.startsWith('loops.') && valueElsewhere(w, w.text(path)))
  )
    return `${label}, ${w.quote(path)}: write the day-30 target beside each number.`;
  // Three pillar sessions each set up one loop's metric: in three wordings, or they read as one
  // template (read 16).
  if (ctx.session === 3)
    return `Today's value of ${w.quote(path)}, and its day-30 target: check each Friday.`;
  if (ctx.session === 4)
    return `Put ${w.quote(path)} on your weekly review: today's value, day-30 target.`;
  // The success measure is the month's target itself: what is missing is today's figure beside
  // each part, or, for a yes or a no, the day it is known (one line for every founder read as a
  // template).
  if (path === 'actionPlan.successMeasures') {
    const measure = w.text(path);
    // ('Clear go/no-go on the big site by the AGM in May' has its date: what counts as a yes?)
    if (!/\d/.test(measure))
      return /\b(by|before|until)\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(
        measure,
      )
        ? `${label}, ${w.quote(path)}: what would count as a yes?`
        : `${label}, ${w.quote(path)}: by what date will you know?`;
    if (measure.split(/[,;]|\s\+\s|\.\s|\band\b/).filter((x) => /\d/.test(x)).length >= 2)
      return `${label}, ${w.quote(path)}: today's figure beside each part, every Friday.`;
    return `${label}, ${w.quote(path)}: today's figure beside it, every Friday.`;
  }
  return `${label}, ${w.quote(path)}: note today's value and your day-30 target.`;
}

/**
 * The business's own name is written as a name, not quoted like an answer: "Pipe og Peis
 * Trøndelag" thirty times in six sessions read as a form pasted back (read 43). A name is the
 * offer the solution opens on, capitalised, in four words at most.
 */
function brandOf(ctx: Ctx): (text: string) => string {
  const offer = unmark(ctx.words.offer ?? '').trim();
  const solution = ctx.w.form.product.solution.trim();
  if (
    !offer ||
    !/^\p{Lu}/u.test(offer) ||
    offer.split(/\s+/).length > 4 ||
    offer.includes(':') ||
    // Every word a name's ('Suelas del Oriente', 'Lockly (working name)'), not 'Licensed
    // recruitment agency'.
    !offer
      .replace(/\([^)]*\)/g, '')
      .trim()
      .split(/\s+/)
      .every((word) => /^[\p{Lu}\d]/u.test(word) || NAME_JOIN.test(word)) ||
    /\.\.\.$/.test(offer) ||
    !solution.startsWith(offer)
  )
    return (text) => text;
  const quoted = new RegExp(`"${offer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'g');
  // 'Lockly (working name)' is Lockly once it is written as a name.
  const name = offer.replace(/\s*\([^)]*\)/g, '').trim();
  return (text) => text.replace(quoted, name);
}

/**
 * An item, a paragraph and a day's task start with a capital, also when they open with the
 * founder's words ("founder-CEOs pay..."). The founder's own text is otherwise left as written.
 */
function finishText(text: string): string {
  return text.replace(
    /(^|\n\n|^Day \d+: )("?)([a-z])/g,
    (_m, pre: string, q: string, c: string) => pre + q + c.toUpperCase(),
  );
}

/** The first two sentences of a library paragraph: the idea without the whole essay. */
function firstSentences(paragraph: string): string {
  return sentences(paragraph).slice(0, 2).join(' ');
}

/** The industry's practice for a pillar, unless it is written for organisations and the customers are people. */
function pillarNote(ctx: Ctx, pillar: Pillar | null): PillarNote | null {
  const note = pillar ? ctx.notes?.pillars[pillar] : undefined;
  if (!note || (note.organisations && ctx.profile.audience === 'consumer')) return null;
  return note;
}

function pillarOf(session: CoachingSessionNumber): Pillar | null {
  const topic = SESSION_TOPICS[session];
  return topic.pillars.length === 1 ? topic.pillars[0] : null;
}

function compose(ctx: Ctx): CoachingResult {
  const { session, w, profile, notes } = ctx;
  const topic = SESSION_TOPICS[session];
  const lib = topic.library;
  const pillar = pillarOf(session);
  // A named low season is planned month by month in its own line; a 13-week table from the
  // year's average beside it says otherwise (read 28).
  const seasonal = session === 4 && seasonalCashSum(w.form) !== null;
  const done = doneLines(session, profile).filter(
    (d) => !seasonal || !/13-week cash table|13 weeks of cash/.test(`${d.action} ${d.task}`),
  );
  const gapTexts = (pick: (g: GapCheck) => Item['text'], n: number) =>
    ctx.gaps.slice(0, n).map((g) => render(pick(g), w));
  w.resetCard();
  const lesson = plays(ctx, 'teach', 2);
  const teach = [
    openingParagraph(session, topic, ctx.anchors, ctx.band, w, profile, lesson.length === 0),
    lesson.length ? lesson.join(' ') : library(ctx, lib.teach, 1).map(firstSentences).join(''),
    notes && session === 2 ? industryParagraph(profile.industry.label, notes) : '',
    gapParagraph(ctx.gaps, topic.loop ? LOOP_TITLES[topic.loop] : null),
  ]
    .map((p) => fitting(ctx, p))
    .filter((p) => p !== '')
    .join('\n\n');

  // The measure the metrics card sets up ('today's value and day-30 target') is not asked again
  // in an action, a risk or a day of the week (read 35: three lines of one session).
  w.resetCard();
  const measure = ownMeasure(ctx);
  if (measure && THEMES.some(([t, re]) => t === 'loop-value' && re.test(measure)))
    ctx.themes.set('session:loop-value', 1);

  w.resetCard();
  const evidence = pillar
    ? evidenceAction(pillar, profile, w.form[pillar].reasoning)
    : loopEvidenceAction(
        LOOP_TITLES[topic.loop ?? 'product_market'],
        // Each pillar's rating is revisited in one loop only: Product in 5, Execution in 6, Market in 7.
        [LOOP_PILLAR[session] ?? 'product'],
        profile,
      );
  // The rating check is the profile's own finding: no guard or repeat rule holds it back.
  const recommendActions = [
    ...(evidence ? [limit(evidence, ITEM_MAX)] : []),
    ...card(
      ctx,
      [
        // The founder's own goal for the month, from this session's angle.
        priorityLine(session, w.form.actionPlan.priority, ctx.words.goal, profile),
        // The founder's own telling share, worked with in the session it belongs to.
        keyNumberLine(session, profile),
        paybackLine(session, w.form),
        runwaySum(session, profile)?.action,
        stockSum(session, w.form, profile)?.action,
        rentSum(session, w.form)?.action,
        takeLine(session, w.form, profile),
        supplySum(session, w.form, profile),
        coverLine(session, w.form, profile),
        unitSum(session, w.form, profile),
        targetSum(session, w.form),
        shareTarget(session, w.form),
        approvalSum(session, w.form),
        owedLine(session, w.form),
        // What the founder stated in passing that says more than a rule: a measured result,
        // work that earns less per hour, the rivals on their street.
        ...ownFactActions(session, w.form, profile),
        // The risks listed after the first, each in the session that decides it.
        ...namedRiskActions(session, w.form, profile),
        ...done.slice(0, 2).map((d) => d.action),
        // The most important gap comes before the plays: it is what the answers lack most.
        ...gapTexts((g) => g.action, 1),
        ...plays(ctx, 'action', 4),
        ...gapTexts((g) => g.action, 2).slice(1),
        ...modelLines(session, 'action', w, profile),
        pillarNote(ctx, pillar)?.action,
      ],
      evidence ? MAX_ITEMS - 1 : MAX_ITEMS,
      true,
      library(ctx, lib.actions, 4),
    ),
  ];

  w.resetCard();
  const learnRef = anchorRef(w, ctx.anchors.learn);
  const own = plays(ctx, 'learning', 3);
  // Books another session already gave are left out before one is tied to the founder's answer.
  const resources = library(ctx, lib.learning, 8)
    .filter((t) => {
      const work = workOf(t) ?? titleOf(t);
      return !work || !ctx.plan.works.has(work);
    })
    .slice(0, 3);
  // A book about channels is not applied to how the work is delivered.
  if (
    learnRef &&
    resources[0] &&
    !(/\b(channels?|Bullseye)\b/.test(resources[0]) && /^how you will deliver\b/.test(learnRef))
  )
    resources[0] = `${resources[0]} Apply it first to ${learnRef}.`;
  const industryBook = session === 2 ? notes?.resource : null;
  const recommendLearning = card(
    ctx,
    [...own, industryBook],
    4,
    false,
    resources,
    'cards',
    'learning',
  );

  w.resetCard();
  const metrics = card(
    ctx,
    [
      measure,
      ...modelLines(session, 'metric', w, profile),
      ...plays(ctx, 'metric', 3),
      pillarNote(ctx, pillar)?.metric,
    ],
    5,
    false,
    library(ctx, lib.metrics, 3),
    'cards',
    'metrics',
  );

  w.resetCard();
  const ownRisk =
    w.has('execution.risks') && session === 4
      ? namedRisk(w.quote('execution.risks'), w.text('execution.risks'), profile)
      : null;
  const riskRef = anchorRef(w, ctx.anchors.risk);
  const risks = card(
    ctx,
    [
      ownRisk,
      // A loop with no change planned has its own risk line, which says what this one would.
      riskRef && !(session === 5 && ctx.gaps[0]?.key === 'product_market.actions')
        ? ctx.anchors.riskLine(
            riskRef,
            anchorText(w, ctx.anchors.risk),
            anchorPath(w, ctx.anchors.risk),
            profile,
          ) || null
        : null,
      ...gapTexts((g) => g.risk, 1),
      ...modelLines(session, 'risk', w, profile),
      ...plays(ctx, 'risk', 3),
      pillarNote(ctx, pillar)?.risk,
    ],
    5,
    false,
    library(ctx, lib.risks, 3),
    'cards',
    'risks',
  );

  w.resetCard();
  const review = w.has('actionPlan.priority')
    ? weeklyReview(w.priority, readPriority(w.form.actionPlan.priority)?.kind)
    : 'Review the week and choose the one priority for your next 30 days.';
  // A day of the week that says an action of the session again gives the founder nothing new:
  // the week holds other steps (read 34: 0.6 such tasks a session).
  const fresh = (list: readonly (string | null | undefined)[]) =>
    list.filter((t) => !t || !restates(t, recommendActions));
  const tasks = card(
    ctx,
    [
      // The sums' tasks are the first step of their action, not the action again.
      ...planTasks(ctx, recommendActions),
      runwaySum(session, profile)?.task,
      stockSum(session, w.form, profile)?.task,
      rentSum(session, w.form)?.task,
      ...fresh([
        // A fact of the founder's worked in an action is not also a day of the week: the week
        // gets its task only when the action was not given (read 34: 'your 38 paying' was an
        // action and a task in every session).
        ...done
          .slice(0, 2)
          .filter((d) => !recommendActions.some((a) => a.startsWith(d.action.slice(0, 40))))
          .map((d) => d.task),
        ...plays(ctx, 'task', 4),
        ...gapTexts((g) => g.task, 1),
        ...modelLines(session, 'task', w, profile),
      ]),
    ],
    MAX_TASKS - 1,
    true,
    fresh(library(ctx, lib.microTasks, 5)) as string[],
    'tasks',
    'tasks',
  );
  // The weekly review closes the first session's week, or a short week, once per founder:
  // six sessions that each end on the same review read as a template.
  const closes = (session === 2 || tasks.length < 5) && !ctx.said.has(review);
  if (closes) ctx.said.add(review);
  const week = closes || tasks.length === 0 ? [...tasks, review] : tasks;
  const microTasks = week.map((t, i) => limit(`Day ${i + 1}: ${t}`, ITEM_MAX));

  // Each founder phrase is quoted at most twice a session; later mentions use its short name.
  const cards = [recommendActions, recommendLearning, metrics, risks, microTasks];
  // 'people like 38-year-old office workers' reads once a session; then the founder's own word.
  // The offer, once its short name is the founder's own ('your specialty cafe'), and a customer
  // phrase of five words or more, are quoted once a session: across six sessions, twice each
  // made "specialty cafe, 42 seats + footpath" eleven quotes (read 27).
  const capped = capRepeats([teach, ...cards.flat()], ctx.words.short, (key, value) =>
    key === 'goal' ||
    /^(people|businesses) like\b/i.test(value) ||
    (key === 'whoAll' && value.split(/\s+/).length >= 5) ||
    (key === 'offer' && !!ctx.words.short.offer && value.split(/\s+/).length >= 4)
      ? 1
      : 2,
  );
  // The weekly review names the priority with its quote ('your 30-day priority ("...")'); once
  // the session has quoted it, the review names the aim instead (read 47).
  const opening = `"${w.form.actionPlan.priority.trim().split(/\s+/).slice(0, 3).join(' ')}`;
  const aim = goalShort(w.form.actionPlan.priority);
  capped.forEach((text, i) => {
    if (
      i > 0 &&
      /your 30-day priority \("[^"]*"\)/.test(text) &&
      capped.slice(0, i).some((before) => unmark(before).includes(opening))
    )
      capped[i] = text.replace(/your 30-day priority \("[^"]*"\)/, aim);
  });
  let at = 1;
  const customers = customerCount(profile);
  const named = brandOf(ctx);
  const take = (items: string[]) =>
    items.map(() => named(finishText(withinCustomers(unmark(capped[at++] ?? ''), customers))));
  return {
    teach: limit(named(finishText(unmark(capped[0] ?? ''))), TEACH_MAX),
    recommendActions: take(recommendActions),
    recommendLearning: take(recommendLearning),
    metrics: take(metrics),
    risks: take(risks),
    microTasks: take(microTasks),
  };
}

/** How many customers the founder has, when they counted them: paying ones, else pilots. */
function customerCount(p: FounderProfile): number | null {
  const counts = (kind: DoneFact['kind']) =>
    p.done.filter((d) => d.kind === kind && d.count !== null).map((d) => d.count ?? 0);
  const paying = counts('paying-customers');
  if (paying.length) return Math.max(...paying);
  const pilots = counts('pilots');
  return pilots.length ? Math.max(...pilots) : null;
}

const SAMPLE_WORDS: Record<string, number> = {
  three: 3,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twenty: 20,
};
/** Things counted in a sample that are not customers: 'your last 10 jobs' may outnumber them. */
const NOT_CUSTOMERS =
  /^(jobs|orders|sessions|invoices|deliveries|projects|quotes|bookings|sales|visits|weeks|days|months|deals|calls|leads|trials|shipments|pieces|loads|proposals|reviews|tickets|requests|sign-ups|signups|bids|runs|batches|lessons|classes|shifts|trips|weekends|posts|emails|messages|conversations|interviews|no's|noes|refusals|losses|wins)\b/i;

/**
 * 'Ask your last 10 clients' to a founder with 4: a sample larger than the customers they have
 * reads as a template. It becomes 'each of your clients'.
 */
function withinCustomers(text: string, customers: number | null): string {
  if (customers === null || customers >= 20) return text;
  const over = (k: string) => (SAMPLE_WORDS[k.toLowerCase()] ?? Number(k)) > customers;
  return (
    text
      .replace(
        /\byour (3|three|5|five) (latest|happiest|most recent|newest|best) (?=(\S+))/gi,
        (m, k: string, _which: string, next: string) =>
          over(k) && !NOT_CUSTOMERS.test(next) ? 'each of your ' : m,
      )
      .replace(/\bIn your last (ten|10|twenty|20|five|5) (\S+),/g, (m, k: string, who: string) =>
        over(k) && !NOT_CUSTOMERS.test(who) ? `Among your ${who},` : m,
      )
      .replace(
        /\byour last (ten|10|twenty|20|five|5|six|6|eight|8) (?=(\S+))/gi,
        (m, k: string, next: string) =>
          over(k) && !NOT_CUSTOMERS.test(next) ? 'each of your ' : m,
      )
      // 'ask the last 5 buyers behind your 3 paid pilots': the buyers there are.
      .replace(/\bthe last (five|5|ten|10) buyers\b/gi, (m, k: string) =>
        over(k) ? 'each buyer' : m,
      )
      .replace(
        /\b(\d+|three|five|ten) of (this month's|your|last month's) (?=(\S+))/gi,
        (m, k: string, whose: string, next: string) =>
          Number(SAMPLE_WORDS[k.toLowerCase()] ?? k) >= customers && !NOT_CUSTOMERS.test(next)
            ? `each of ${whose} `
            : m,
      )
  );
}

/**
 * The week's closing review, by what the 30-day priority asks for: a goal to win counts its
 * yeses, a decision its missing fact, a number where it stands, a price who took it, a hire its
 * candidates, money owed who still owes it. One sentence for every founder
 * read as a template.
 */
function weeklyReview(priority: string, kind: PriorityKind | undefined): string {
  switch (kind) {
    case 'win':
      return `Friday: count the yeses toward ${priority}, and name next week's five people to ask.`;
    case 'decide':
      return `Friday: write what this week showed about ${priority}, and the one fact still missing.`;
    case 'move':
      return `Friday: note where the number behind ${priority} stands against last week; keep or drop each change.`;
    case 'fund':
      return `Friday: list where ${priority} stands with each funder, and next week's follow-ups.`;
    case 'deliver':
      return `Friday: list what ${priority} still lacks, and cut one thing to keep the date.`;
    case 'comply':
      return `Friday: list what ${priority} still needs, from you and from the office, with dates.`;
    case 'price':
      return `Friday: for ${priority}, count who took the new price, who pushed back and what they said; keep it unless a customer you cannot lose walked.`;
    case 'hire':
      return `Friday: for ${priority}, count candidates spoken to and trial days or tasks given; write the one skill the hire cannot do without.`;
    case 'collect':
      return `Friday: list what came in toward ${priority}, who still owes what, and the date you chase each.`;
    case 'negotiate':
      return `Friday: write where ${priority} stands: their last offer, your walk-away, and the next meeting's date.`;
    case 'test':
      return `Friday: write what this week's test of ${priority} showed, and decide: keep, change or stop it.`;
    case 'train':
      return `Friday: for ${priority}, note who can now do the task without you, and what they got wrong once.`;
    default:
      return `Review the week against ${priority}; choose one change for next week.`;
  }
}

/** Trades whose practice notes are about running that trade, not about selling to it. */
const SUPPLIED = new Set([
  'Food & Beverage',
  'Construction',
  'E-commerce/Retail',
  'Consulting/Professional Services',
  // Software sold to fleets is not a carrier: trip margins, utilisation and 'The Box' are its
  // customers' trade (read 36).
  'Transportation/Logistics',
]);

/**
 * The sessions of one founder written so far, and what writing the next one needs. Sessions are
 * written in order (2 to 7) and share `said`, so each knows what the earlier ones gave.
 */
interface Plan {
  written: Partial<Record<CoachingSessionNumber, CoachingResult>>;
  write: (session: CoachingSessionNumber) => CoachingResult;
}
const plans = new WeakMap<FounderProfile, Plan>();

/**
 * The six sessions of one founder, written together so that they know each other: an action or
 * a 7-day task given in one session is never repeated in another. Written lazily and in order,
 * only as far as the session asked for (a first visit to session 2 writes one session, not six),
 * and memoised per profile (itself memoised per form version), so a session written once costs
 * a lookup. The text of each session is the same whichever is asked for first.
 */
function planSessions(form: FormState, profile: FounderProfile): Plan {
  const cached = plans.get(profile);
  if (cached) return cached;
  const said = new Said();
  const guards = activeGuards(profile);
  // A priority that is itself a price rise ('Raise my retainer to €2,900') is not told to raise
  // the rate again, or to test or draft a price beside it.
  if (readPriority(form.actionPlan.priority)?.kind === 'price') guards.push(OWN_PRICE_RISE);
  const words = founderWords(form, profile);
  const industry = profile.industry.industry ?? 'Other/Custom';
  // Industry practice only when the industry is known (chosen, or inferred with confidence
  // >= 0.6); a custom industry the founder named gets the general notes under its own name.
  const namedCustom = industry === CUSTOM_INDUSTRY && form.customIndustry.trim() !== '';
  // Software or a device sold to restaurants, builders, shops or consultants is not one of them:
  // their trade's practice (covers, margins per outlet, site safety) would misdirect the coach.
  const supplier =
    (profile.model === 'software' || profile.model === 'hardware') && SUPPLIED.has(industry);
  // Nor is a marketplace where builders trade used machines a builder (read 25), unless the
  // trade has a variant written for those who supply it (a wholesale ordering marketplace).
  const marketplaceOf = profile.model === 'marketplace' && SUPPLIED.has(industry);
  // Freight practice is not a passenger service's, nor a farm-input trade's an exporter's whose
  // buyers are roasters or mills.
  // Nor is a marketplace of photographers or musicians a publisher building an audience.
  const offTrade =
    (industry === 'Transportation/Logistics' && !profile.freight) ||
    (industry === 'Agriculture/AgTech' && !profile.farmersBuy) ||
    (industry === 'Media/Entertainment' &&
      profile.model === 'marketplace' &&
      !profile.paidByOthers) ||
    // A lock for a housing board's bike room is a device, not a property deal or a letting rule.
    (industry === 'Real Estate/PropTech' && profile.model === 'hardware') ||
    // A keyboard or a sensor is not 'cheap to copy and cheap to change' (read 31): the device
    // notes of its model speak to it, not software's.
    (industry === 'Technology/Software' && profile.model === 'hardware') ||
    // Nor is a marketplace where people rent each other's gear (read 34): stickiness, trial
    // conversion and release metrics are a software product's.
    (industry === 'Technology/Software' && profile.model === 'marketplace') ||
    // Renders or photographs of buildings are a creative studio's work, not property management.
    (industry === 'Real Estate/PropTech' &&
      profile.model === 'services' &&
      /\b(renders?|rendering|visuali[sz]ations?|archviz|3d|animations?|cgi|photograph\w*|virtual tours?)\b/i.test(
        form.product.solution,
      ));
  const notes =
    (profile.industry.specific || namedCustom) && !supplier && !offTrade
      ? (tradeVariant(industry, profile, form) ?? (marketplaceOf ? null : industryNotes(industry)))
      : null;
  const priorityKind = readPriority(form.actionPlan.priority)?.kind;
  const memory: PlanMemory = {
    works: new Set(),
    risks: new Said(),
    moves: new Set(),
    counted: new Map(),
    themes: new Map(),
    priority: new Map(),
    priorityText: form.actionPlan.priority.trim().toLowerCase().replace(/["“”]/g, '').slice(0, 18),
    priorityHome: priorityKind === 'price' ? 3 : priorityKind === 'test' ? 5 : 4,
    planTasks: assignPlanTasks(form.actionPlan.next30Days),
  };
  const written: Plan['written'] = {};
  const compose1 = (session: CoachingSessionNumber) => {
    const topic = SESSION_TOPICS[session];
    const w = new Weave(form, profile.industry.label, true, industry);
    const offer = words.short.offer;
    if (offer) w.names = { 'product.solution': unmark(offer) };
    const ctx: Ctx = {
      session,
      profile,
      guards,
      w,
      band: sessionBand(profile, topic.pillars),
      gaps: findGaps(session, topic.loop, w, profile),
      notes,
      anchors: SESSION_ANCHORS[session],
      said,
      plan: memory,
      words,
      themes: new Map(),
    };
    return compose(ctx);
  };
  const plan: Plan = {
    written,
    write: (session) => {
      for (const s of COACHING_SESSION_NUMBERS) {
        written[s] ??= compose1(s);
        if (s === session) break;
      }
      const result = written[session];
      if (!result) throw new Error(`No coaching session ${session}`);
      return result;
    },
  };
  plans.set(profile, plan);
  return plan;
}

/**
 * Builds one coaching session from the founder profile: what they have done, their model, team
 * and stage, the evidence behind each rating, the gaps in their answers, and the library's
 * practice where it applies to them.
 */
export function buildCoaching(input: CoachInput): CoachingResult {
  const profile = buildProfile(input.form, input.industry);
  return carryOver(planSessions(input.form, profile).write(input.sessionNumber), input.doneTasks);
}
