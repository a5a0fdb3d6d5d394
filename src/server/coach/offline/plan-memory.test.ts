// The six sessions of a founder read as one plan (ADR 017, the repetition review of read 34): a
// book, a risk, the same measure or the same questions to customers come once or twice a plan,
// a day of the week does not say an action of its session again, and the 30-day priority is
// never the aim of a book.
import { describe, expect, it } from 'vitest';
import { READ14_FOUNDERS } from './fixtures/read14';
import { READ30_FOUNDERS } from './fixtures/read30';
import { READ31_FOUNDERS } from './fixtures/read31';
import { READ32_FOUNDERS } from './fixtures/read32';
import { READ34_FOUNDERS } from './fixtures/read34';
import { coachReviewFounder, REVIEW_SESSIONS } from './fixtures/review';

const founders = [
  ...READ14_FOUNDERS,
  ...READ30_FOUNDERS,
  ...READ31_FOUNDERS,
  ...READ32_FOUNDERS,
  ...READ34_FOUNDERS,
].map((f, _i, all) => ({ name: f.name, ...coachReviewFounder(all, f.name) }));

const BOOKS =
  /\b(Mom Test|Lean Startup|Traction \(|Business Model Canvas|Crossing the Chasm|Continuous Discovery Habits|Lean Analytics|The Goal|Checklist Manifesto|7 Powers|Hacking Growth|Predictable Revenue)\b/g;
const masked = (t: string) => t.replace(/"[^"]*"/g, ' ');
const words = (t: string) =>
  new Set(
    (
      masked(t)
        .replace(/^Day \d+: /, '')
        .toLowerCase()
        .match(/[a-z][a-z'-]{2,}/g) ?? []
    ).filter(
      (w) =>
        !/^(the|and|for|with|your|you|its|are|from|what|who|how|each|one|this|that|their|them|they|then|not|does|week|weeks|day|days|first|next|into|than|more|most|per|beside)$/.test(
          w,
        ),
    ),
  );

describe('a plan of six sessions read as one', () => {
  it('recommends each book once per founder', () => {
    for (const f of founders) {
      const seen = new Map<string, number>();
      for (const s of REVIEW_SESSIONS) {
        const books = new Set(
          f.sessions[s].recommendLearning.flatMap((l) => masked(l).match(BOOKS) ?? []),
        );
        for (const b of books) seen.set(b, (seen.get(b) ?? 0) + 1);
      }
      const twice = [...seen].filter(([, n]) => n > 1).map(([b]) => b);
      expect(twice, f.name).toEqual([]);
    }
  });

  it('names each risk once per founder', () => {
    for (const f of founders) {
      const risks = REVIEW_SESSIONS.flatMap((s) => f.sessions[s].risks.map(masked));
      expect(risks.length - new Set(risks).size, f.name).toBe(0);
    }
  });

  it('puts the same questions to customers at most four times a plan', () => {
    const ASKS =
      /\b(what would they miss|miss most|what they weighed against|why they chose you|nearly stopped them|almost stopped you|what made them pay|what they would change in|how they would tell a|why they said yes)\b/;
    for (const f of founders) {
      const asks = REVIEW_SESSIONS.flatMap((s) =>
        [...f.sessions[s].recommendActions, ...f.sessions[s].microTasks].filter((t) =>
          ASKS.test(masked(t)),
        ),
      );
      expect(asks.length, f.name).toBeLessThanOrEqual(4);
    }
  });

  it('never makes the 30-day priority the aim of a book', () => {
    for (const f of founders) {
      const goal = f.form.actionPlan.priority.trim().toLowerCase().slice(0, 18);
      if (!goal) continue;
      for (const s of REVIEW_SESSIONS)
        for (const l of f.sessions[s].recommendLearning)
          expect(l.toLowerCase(), f.name).not.toContain(`"${goal}`);
    }
  });

  it('fills the week with steps the actions did not already give, most of the time', () => {
    let twins = 0;
    let days = 0;
    for (const f of founders)
      for (const s of REVIEW_SESSIONS) {
        const actions = f.sessions[s].recommendActions.map(words);
        for (const t of f.sessions[s].microTasks) {
          days += 1;
          const w = words(t);
          if (w.size < 3) continue;
          if (
            actions.some((a) => {
              if (a.size < 3) return false;
              let shared = 0;
              for (const x of w) if (a.has(x)) shared += 1;
              return shared / Math.min(a.size, w.size) >= 0.6;
            })
          )
            twins += 1;
        }
      }
    // Before the plan kept a memory, 0.6 of a session's days said one of its actions again.
    expect(twins / days).toBeLessThan(0.06);
  });
});

describe("the week holds the founder's own 30-day tasks (read 35, read 36)", () => {
  it('makes each 30-day task a day of one week, its first step quoted', () => {
    let tasks = 0;
    let placed = 0;
    for (const f of founders) {
      const days = REVIEW_SESSIONS.flatMap((n) => f.sessions[n].microTasks).join('\n');
      for (const task of f.form.actionPlan.next30Days.filter((t) => t.trim() !== '')) {
        tasks++;
        const opening = task.trim().replace(/"/g, "'").slice(0, 18);
        if (days.includes(`"${opening}`)) placed++;
      }
    }
    // An action of the session may work a task instead (then it is not also a day).
    expect(placed / tasks).toBeGreaterThan(0.9);
    // The QA firm's three tasks match no session's words; each is a day of some week.
    const qa = founders.find((f) => f.name.startsWith('testkraft'))!;
    const week = REVIEW_SESSIONS.flatMap((n) => qa.sessions[n].microTasks).join('\n');
    expect(week).toMatch(/"list 40 target banks\/NBFCs \+ who I know there"/);
    expect(week).toMatch(/"write 2 case studies/);
    expect(week).toMatch(/"meet the bank's new CTO before his vendor review"/);
  });

  it('spreads the 30-day tasks over the six weeks, the loop weeks included', () => {
    const per = REVIEW_SESSIONS.map(
      (n) =>
        founders.filter((f) =>
          f.sessions[n].microTasks.some((t) => /from your 30-day plan/.test(t)),
        ).length,
    );
    // Before, the tasks left over went to the earliest weeks: session 7 held none.
    for (const count of per) expect(count).toBeGreaterThan(founders.length / 8);
  });

  it("asks for a loop metric's value once a session, in the metrics card when it is there", () => {
    const value = /\btoday's value\b|\bday-30 target\b|\btoday's "[^"]+" and your target\b/i;
    for (const f of founders)
      for (const n of REVIEW_SESSIONS) {
        const s = f.sessions[n];
        const asked = [...s.recommendActions, ...s.risks, ...s.microTasks].filter((t) =>
          value.test(t),
        );
        const inMetrics = s.metrics.some((t) => value.test(t));
        expect(asked.length + (inMetrics ? 1 : 0), `${f.name} session ${n}`).toBeLessThanOrEqual(1);
      }
  });
});

describe('a counted fact and a measure family, spread over the plan', () => {
  it("works a counted fact ('your 38 paying') in four sessions of six at most", () => {
    for (const f of founders) {
      const phrases = [
        ...new Set(f.profile.done.filter((d) => d.count !== null).map((d) => d.phrase)),
      ];
      for (const phrase of phrases) {
        const sessions = REVIEW_SESSIONS.filter((n) =>
          [
            // The rating check is the profile's own finding, outside the plan's limits.
            ...f.sessions[n].recommendActions.filter((a) => !/^(Your \d\/5|You rated)/.test(a)),
            ...f.sessions[n].microTasks,
          ].some((t) => t.includes(`your ${phrase}`)),
        );
        expect(sessions.length, `${f.name}: ${phrase}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('puts one trial-to-paid measure in a card', () => {
    const trial =
      /\b(trial-to-paid|trials? (or free accounts )?(that|who) (start paying|convert))\b/i;
    for (const f of founders)
      for (const n of REVIEW_SESSIONS)
        expect(
          f.sessions[n].metrics.filter((m) => trial.test(m)).length,
          `${f.name} ${n}`,
        ).toBeLessThanOrEqual(1);
  });
});
