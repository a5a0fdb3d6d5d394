// The scored coaching eval. Runs the configured coach (AI_PROVIDER, offline by default) over the
// fixture founders (evals/founders) for sessions 2-7, calls the writing helpers on their answers,
// infers the industry of short rewordings (evals/industry-rewordings.ts), scores everything with
// evals/metrics.ts and prints one line per metric. Exits 1 when any barred metric fails.
//   npm run eval [-- --founder <substring>] [--write [dir]] [--verbose]
// --write saves each founder's sessions and helper answers as Markdown (default .tmp/eval).
// docs/coaching-rubric.md explains every metric, its bar, and how to read the samples.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  coachingResultSchema,
  HELPER_FIELD_PATHS,
  industryInferenceSchema,
  suggestResultSchema,
  type IndustryInference,
} from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { COACHING_SESSION_NUMBERS, CUSTOM_INDUSTRY, PILLARS, type Industry } from '@shared/domain';
import { loadDotEnvFile, loadEnv } from '../src/server/env';
import { createAiEngine } from '../src/server/coach/engine';
import { dottedNames, figures } from '../src/server/coach/nlp';
import { FOUNDERS, type Founder, type FounderExpectation } from './founders';
import { INDUSTRY_REWORDINGS } from './industry-rewordings';
import {
  BARS,
  boilerplateShares,
  checkRating,
  citation,
  CARD_KEYS,
  cardUnits,
  endsMidSentence,
  forbiddenMatches,
  founderFacts,
  groundedCards,
  improvementTexts,
  IMPROVEMENT_COUNT,
  isIdea,
  mean,
  missingKeeps,
  pct,
  percentile,
  PILLAR_SESSION,
  sessionRuns,
  sessionUnits,
  type CardKey,
  type RatingVerdict,
} from './metrics';
import { writeReports } from './report';
import type {
  FounderRun,
  HelperRun,
  ImproveScore,
  Metric,
  RewordingRun,
  SessionRun,
} from './types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_WRITE_DIR = '.tmp/eval';
const PROFILE_MODULE = path.join(ROOT, 'src/server/coach/profile/index.ts');
/** Failure lines printed per metric unless --verbose. */
const DETAIL_LINES = 8;

/** Fields a founder asks for ideas on: one per section, plus every field they left blank. */
const IDEA_FIELDS = [
  'product.evidence',
  'market.payEvidence',
  'execution.goToMarket',
  'loops.product_execution.actions',
  'actionPlan.successMeasures',
  'reflection.challengedAssumptions',
];

// ---------------------------------------------------------------------------------------------
// Arguments, engine, profile builder

function cliArgs() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--write');
  if (i >= 0 && (i === args.length - 1 || args[i + 1]!.startsWith('--'))) {
    args.splice(i + 1, 0, DEFAULT_WRITE_DIR);
  }
  return parseArgs({
    args,
    options: {
      founder: { type: 'string' },
      write: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  }).values;
}

type ProfileBuilder = (form: FormState) => unknown;

/** buildProfile from the founder-profile module, when it exists (informational metric only). */
async function loadProfileBuilder(): Promise<{ build: ProfileBuilder | null; note: string }> {
  if (!existsSync(PROFILE_MODULE))
    return { build: null, note: 'src/server/coach/profile/index.ts not found' };
  try {
    const mod = (await import(pathToFileURL(PROFILE_MODULE).href)) as Record<string, unknown>;
    return typeof mod.buildProfile === 'function'
      ? { build: mod.buildProfile as ProfileBuilder, note: '' }
      : { build: null, note: 'profile/index.ts exports no buildProfile' };
  } catch (err) {
    return { build: null, note: `profile/index.ts failed to load: ${(err as Error).message}` };
  }
}

/** The profile's answer for each expected attribute (team.solo/team.hiring, or flat). */
function profileAttributes(profile: unknown): Record<keyof FounderExpectation, unknown> {
  const p = (profile ?? {}) as Record<string, unknown>;
  const team = (p.team ?? {}) as Record<string, unknown>;
  return {
    model: p.model,
    audience: p.audience,
    revenue: p.revenue,
    stage: p.stage,
    solo: team.solo ?? p.solo,
    hiring: team.hiring ?? p.hiring,
  };
}

function readPath(form: FormState, fieldPath: string): string {
  let node: unknown = form;
  for (const key of fieldPath.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return typeof node === 'string' ? node : '';
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

// ---------------------------------------------------------------------------------------------
// Running the engine

const args = cliArgs();
loadDotEnvFile();
const env = loadEnv(process.env);
let tokens = 0;
const engine = createAiEngine(env, { onUsage: (_kind, t) => (tokens += t) });
const founders = FOUNDERS.filter((f) => !args.founder || f.name.includes(args.founder));
if (!founders.length) {
  console.error(`no founder name contains '${args.founder}'`);
  process.exit(2);
}
const profileBuilder = await loadProfileBuilder();

console.log(`engine: ${engine.name} (AI_PROVIDER=${env.AI_PROVIDER})`);
console.log(
  `founders: ${founders.length} of ${FOUNDERS.length}; sessions: ${COACHING_SESSION_NUMBERS.join(', ')}; industry rewordings: ${INDUSTRY_REWORDINGS.length}\n`,
);

const schema = { coach: [0, 0], helpers: [0, 0], inference: [0, 0] };
const schemaFailures: string[] = [];
function countSchema(kind: keyof typeof schema, ok: boolean, label: string, why: string) {
  schema[kind][1]! += 1;
  if (ok) schema[kind][0]! += 1;
  else schemaFailures.push(`${label}: ${why}`);
}

async function suggest(founder: Founder, fieldPath: string, intent: 'get_ideas' | 'improve_text') {
  const input = readPath(founder.form, fieldPath);
  const label = `${founder.name} ${intent} ${fieldPath}`;
  try {
    const raw = await engine.suggest({ fieldPath, intent, form: founder.form });
    const parsed = suggestResultSchema.safeParse(raw);
    countSchema('helpers', parsed.success, label, parsed.error?.issues[0]?.message ?? '');
    return {
      path: fieldPath,
      input,
      result: parsed.success ? parsed.data : null,
      error: parsed.success ? null : 'schema invalid',
    };
  } catch (err) {
    countSchema('helpers', false, label, message(err));
    return { path: fieldPath, input, result: null, error: message(err) };
  }
}

async function runFounder(founder: Founder): Promise<FounderRun> {
  const { form } = founder;
  // As the app does: the user's chosen industry, else the engine's inference (even a
  // low-confidence one).
  let industry: Industry | null =
    form.industry && form.industry !== CUSTOM_INDUSTRY ? form.industry : null;
  let inference: IndustryInference | null = null;
  if (!industry) {
    try {
      const parsed = industryInferenceSchema.safeParse(await engine.inferIndustry(form));
      countSchema(
        'inference',
        parsed.success,
        `${founder.name} inferIndustry`,
        parsed.error?.issues[0]?.message ?? '',
      );
      if (parsed.success) {
        inference = parsed.data;
        industry = parsed.data.inferredIndustry;
      }
    } catch (err) {
      countSchema('inference', false, `${founder.name} inferIndustry`, message(err));
    }
  }

  const sessions: SessionRun[] = [];
  for (const session of COACHING_SESSION_NUMBERS) {
    const started = performance.now();
    try {
      const raw = await engine.coach({ sessionNumber: session, form, industry });
      const ms = performance.now() - started;
      const parsed = coachingResultSchema.safeParse(raw);
      const why = parsed.error?.issues[0]?.message ?? '';
      countSchema('coach', parsed.success, `${founder.name} session ${session}`, why);
      sessions.push({
        session,
        ms,
        result: parsed.success ? parsed.data : null,
        error: parsed.success ? null : `schema invalid: ${why}`,
      });
    } catch (err) {
      countSchema('coach', false, `${founder.name} session ${session}`, message(err));
      sessions.push({
        session,
        ms: performance.now() - started,
        result: null,
        error: message(err),
      });
    }
  }

  const improve: HelperRun[] = [];
  for (const fieldPath of HELPER_FIELD_PATHS) {
    const text = readPath(form, fieldPath);
    if (figures(text).length || dottedNames(text).length) {
      improve.push(await suggest(founder, fieldPath, 'improve_text'));
    }
  }
  const ideaPaths = new Set(IDEA_FIELDS);
  for (const fieldPath of HELPER_FIELD_PATHS) {
    if (readPath(form, fieldPath).trim() === '') ideaPaths.add(fieldPath);
  }
  const ideas: HelperRun[] = [];
  for (const fieldPath of ideaPaths) ideas.push(await suggest(founder, fieldPath, 'get_ideas'));

  let profile: FounderRun['profile'] = null;
  if (profileBuilder.build) {
    try {
      profile = profileAttributes(await profileBuilder.build(form));
    } catch (err) {
      profile = null;
      profileBuilder.note = `buildProfile threw: ${message(err)}`;
    }
  }

  return {
    founder,
    industry,
    inference,
    sessions,
    improve,
    ideas,
    profile,
    scores: new Map(),
    ratings: {},
    improveScores: new Map(),
    ideaFlags: new Map(),
  };
}

const runs: FounderRun[] = [];
for (const founder of founders) runs.push(await runFounder(founder));

const rewordings: RewordingRun[] = [];
for (const r of INDUSTRY_REWORDINGS) {
  try {
    const parsed = industryInferenceSchema.safeParse(await engine.inferIndustry(r.form));
    countSchema(
      'inference',
      parsed.success,
      `rewording ${r.name}`,
      parsed.error?.issues[0]?.message ?? '',
    );
    rewordings.push({
      name: r.name,
      expected: r.expected,
      got: parsed.success ? parsed.data : null,
    });
  } catch (err) {
    countSchema('inference', false, `rewording ${r.name}`, message(err));
    rewordings.push({ name: r.name, expected: r.expected, got: null });
  }
}

// ---------------------------------------------------------------------------------------------
// Scoring

const metrics: Metric[] = [];
const share = (n: number, d: number) => (d ? n / d : Number.NaN);
function barred(
  name: string,
  value: string,
  bar: string,
  pass: boolean | null,
  failures: string[],
) {
  metrics.push({ name, value, bar, pass, failures });
}
function reported(name: string, value: string, failures: string[] = []) {
  metrics.push({ name, value, bar: null, pass: null, failures });
}

// Schema validity
{
  const ok = schema.coach[0]! + schema.helpers[0]! + schema.inference[0]!;
  const all = schema.coach[1]! + schema.helpers[1]! + schema.inference[1]!;
  const s = share(ok, all);
  barred(
    'schema validity',
    `${pct(s)} (coach ${schema.coach[0]}/${schema.coach[1]}, helpers ${schema.helpers[0]}/${schema.helpers[1]}, industry ${schema.inference[0]}/${schema.inference[1]})`,
    '100%',
    s >= BARS.schemaValidShare,
    schemaFailures,
  );
}

// Per-session scores: grounding, contradictions (boilerplate below, across founders)
for (const run of runs) {
  const facts = founderFacts(run.founder.form);
  for (const s of run.sessions) {
    if (!s.result) continue;
    const citations: Partial<Record<CardKey, string>> = {};
    for (const key of CARD_KEYS) {
      for (const unit of cardUnits(s.result, key)) {
        const c = citation(unit, facts);
        if (c) {
          citations[key] = c;
          break;
        }
      }
    }
    run.scores.set(s.session, {
      grounded: groundedCards(s.result, facts),
      citations,
      boilerplate: Number.NaN,
      forbidden: forbiddenMatches(sessionUnits(s.result), run.founder.forbidden),
    });
  }
}

// Grounding
{
  const failures: string[] = [];
  let grounded = 0;
  let total = 0;
  for (const run of runs) {
    for (const s of run.sessions) {
      total += 1;
      const score = run.scores.get(s.session);
      const n = score?.grounded.length ?? 0;
      if (n >= BARS.groundedCardsPerSession) grounded += 1;
      else
        failures.push(
          `${run.founder.name} session ${s.session}: ${n}/6 cards cite the founder${s.result ? '' : ' (no valid result)'}`,
        );
    }
  }
  const s = share(grounded, total);
  barred(
    'grounding',
    `${pct(s)} of founder-sessions have >= ${BARS.groundedCardsPerSession} of 6 cards citing the founder's words or figures (${grounded}/${total})`,
    `>= ${pct(BARS.groundedSessionShare)}`,
    s >= BARS.groundedSessionShare,
    failures,
  );
}

// Boilerplate
{
  const all: number[] = [];
  const worst: { label: string; value: number }[] = [];
  for (const session of COACHING_SESSION_NUMBERS) {
    const withResult = runs.filter((r) => r.sessions.find((s) => s.session === session)?.result);
    if (withResult.length < 2) continue;
    const runSets = withResult.map((r) =>
      sessionRuns(sessionUnits(r.sessions.find((s) => s.session === session)!.result!)),
    );
    boilerplateShares(runSets).forEach((value, i) => {
      const run = withResult[i]!;
      run.scores.get(session)!.boilerplate = value;
      all.push(value);
      worst.push({ label: `${run.founder.name} session ${session}`, value });
    });
  }
  const m = mean(all);
  worst.sort((a, b) => b.value - a.value);
  barred(
    'boilerplate',
    Number.isNaN(m)
      ? 'n/a (needs 2+ founders)'
      : `mean ${(m * 100).toFixed(1)}% of a founder's 8-word runs also appear in another founder's same session (max ${pct(worst[0]?.value ?? Number.NaN)})`,
    `< ${pct(BARS.boilerplateMeanBelow)}`,
    Number.isNaN(m) ? null : m < BARS.boilerplateMeanBelow,
    worst
      .filter((w) => w.value >= BARS.boilerplateMeanBelow)
      .map((w) => `${w.label}: ${pct(w.value)} shared`),
  );
}

// Contradictions
{
  const failures: string[] = [];
  let count = 0;
  const foundersHit = new Set<string>();
  for (const run of runs) {
    for (const [session, score] of run.scores) {
      for (const m of score.forbidden) {
        count += 1;
        foundersHit.add(run.founder.name);
        const at = m.context.toLowerCase().indexOf(m.match.toLowerCase());
        const excerpt = m.context.slice(Math.max(0, at - 60), at + m.match.length + 60);
        failures.push(
          `${run.founder.name} session ${session}: ${m.pattern} matched '${m.match}' in "...${excerpt}..."`,
        );
      }
    }
  }
  barred(
    'contradictions',
    `${count} forbidden-advice matches in ${foundersHit.size} of ${runs.length} founders (quoted founder text removed)`,
    `${BARS.contradictionsMax}`,
    count <= BARS.contradictionsMax,
    failures,
  );
}

// Ratings: inflated, modest, honest
{
  const tally = { inflated: [0, 0], modest: [0, 0], honest: [0, 0] };
  const failures = { inflated: [] as string[], modest: [] as string[], honest: [] as string[] };
  for (const run of runs) {
    for (const pillar of PILLARS) {
      const label = run.founder.ratings[pillar];
      const rating = run.founder.form[pillar].rating;
      const session = run.sessions.find((s) => s.session === PILLAR_SESSION[pillar]);
      const verdict: RatingVerdict = session?.result
        ? checkRating(sessionUnits(session.result), rating, label)
        : { pass: false, detail: 'no valid session' };
      run.ratings[pillar] = verdict;
      tally[label][1]! += 1;
      if (verdict.pass) tally[label][0]! += 1;
      else
        failures[label].push(
          `${run.founder.name} ${pillar} ${rating}/5 (session ${PILLAR_SESSION[pillar]}): ${verdict.detail}`,
        );
    }
  }
  const line = (label: keyof typeof tally, name: string, bar: number, what: string) => {
    const [ok, all] = tally[label];
    const s = share(ok!, all!);
    barred(
      name,
      all ? `${pct(s)} (${ok}/${all}) ${what}` : 'n/a (none in this run)',
      bar === 1 ? '100%' : `>= ${pct(bar)}`,
      all ? s >= bar : null,
      failures[label],
    );
  };
  line(
    'inflated',
    'inflated ratings addressed',
    BARS.inflatedAddressedShare,
    `name "{r}/5" with "not yet backed by"`,
  );
  line(
    'modest',
    'underrated ratings addressed',
    BARS.underratedAddressedShare,
    `name "{r}/5" with "may be underrating"`,
  );
  line(
    'honest',
    'honest ratings left alone',
    BARS.honestLeftAloneShare,
    'with neither phrase on their rating',
  );
}

// Improve: keeps every figure and name, ends on a full sentence
{
  let casesOk = 0;
  let texts = 0;
  let textsOk = 0;
  const keepFailures: string[] = [];
  const cutFailures: string[] = [];
  for (const run of runs) {
    for (const h of run.improve) {
      const found = h.result ? improvementTexts(h.result) : [];
      const styles = h.result?.improvements.length
        ? h.result.improvements.map((i) => i.style)
        : found.map(() => 'Improved');
      const score: ImproveScore = {
        missing: [],
        cut: [],
        tooFew: found.length < IMPROVEMENT_COUNT,
      };
      found.forEach((text, i) => {
        const missing = missingKeeps(h.input, text);
        if (missing.length) score.missing.push({ style: styles[i]!, missing });
        texts += 1;
        if (endsMidSentence(text)) {
          score.cut.push(styles[i]!);
          cutFailures.push(
            `${run.founder.name} ${h.path} ${styles[i]}: ends "...${text.trimEnd().slice(-50)}"`,
          );
        } else textsOk += 1;
      });
      run.improveScores.set(h.path, score);
      if (!score.tooFew && !score.missing.length) casesOk += 1;
      else {
        const parts = [
          ...(score.tooFew
            ? [
                `${found.length} of ${IMPROVEMENT_COUNT} improvements${h.error ? ` (${h.error})` : ''}`,
              ]
            : []),
          ...score.missing.map(
            (m) => `${m.style} lost ${m.missing.map((x) => `'${x}'`).join(', ')}`,
          ),
        ];
        keepFailures.push(`${run.founder.name} ${h.path}: ${parts.join('; ')}`);
      }
    }
  }
  const cases = runs.reduce((n, r) => n + r.improve.length, 0);
  const s = share(casesOk, cases);
  barred(
    'improve keeps every figure and name',
    cases
      ? `${pct(s)} (${casesOk}/${cases} fields: all ${IMPROVEMENT_COUNT} improvements keep every figure and dotted name)`
      : 'n/a',
    '100%',
    cases ? s >= BARS.improveKeepsShare : null,
    keepFailures,
  );
  const t = share(textsOk, texts);
  barred(
    'improvements end on a full sentence',
    texts ? `${pct(t)} (${textsOk}/${texts} improvement texts)` : 'n/a',
    '100%',
    texts ? t >= BARS.improveEndsCleanlyShare : null,
    cutFailures,
  );
}

// Ideas are ideas
{
  let ok = 0;
  let all = 0;
  const failures: string[] = [];
  for (const run of runs) {
    for (const h of run.ideas) {
      const ideas = h.result?.ideas ?? [];
      const flags: string[] = [];
      if (!ideas.length) {
        // An ideas request that returns nothing counts as one failed idea.
        all += 1;
        flags.push('(no ideas returned)');
        failures.push(
          `${run.founder.name} ${h.path}: no ideas returned${h.error ? ` (${h.error})` : ''}`,
        );
      }
      for (const idea of ideas) {
        all += 1;
        if (isIdea(idea)) ok += 1;
        else {
          flags.push(idea);
          failures.push(`${run.founder.name} ${h.path}: "${idea}"`);
        }
      }
      run.ideaFlags.set(h.path, flags);
    }
  }
  const s = share(ok, all);
  barred(
    'ideas are ideas',
    all
      ? `${pct(s)} (${ok}/${all} ideas neither start with a writing prompt nor end with '?')`
      : 'n/a',
    `>= ${pct(BARS.ideasShare)}`,
    all ? s >= BARS.ideasShare : null,
    failures,
  );
}

// Industry inference on rewordings
{
  const correct = rewordings.filter((r) => r.got?.inferredIndustry === r.expected).length;
  barred(
    'industry inference on rewordings',
    `${correct}/${rewordings.length}`,
    `>= ${BARS.industryRewordingsCorrect}/${INDUSTRY_REWORDINGS.length}`,
    correct >= BARS.industryRewordingsCorrect,
    rewordings
      .filter((r) => r.got?.inferredIndustry !== r.expected)
      .map(
        (r) =>
          `${r.name}: expected ${r.expected}, got ${r.got ? `${r.got.inferredIndustry} (${r.got.confidence})` : 'no valid answer'}`,
      ),
  );
}

// Informational: founders whose industry was inferred
{
  const inferred = runs.filter((r) => r.founder.industry && r.inference);
  const correct = inferred.filter((r) => r.inference!.inferredIndustry === r.founder.industry);
  reported(
    'founder industry inference',
    inferred.length
      ? `${correct.length}/${inferred.length} founders without a chosen industry`
      : 'n/a',
    inferred
      .filter((r) => r.inference!.inferredIndustry !== r.founder.industry)
      .map(
        (r) =>
          `${r.founder.name}: expected ${r.founder.industry}, inferred ${r.inference!.inferredIndustry} (${r.inference!.confidence})`,
      ),
  );
}

// Informational: founder-profile accuracy
{
  const attributes: (keyof FounderExpectation)[] = [
    'model',
    'audience',
    'revenue',
    'stage',
    'solo',
    'hiring',
  ];
  const profiled = runs.filter((r) => r.profile);
  if (!profiled.length) {
    reported('profile accuracy', `n/a (${profileBuilder.note || 'no profile built'})`);
  } else {
    const failures: string[] = [];
    const parts = attributes.map((a) => {
      const right = profiled.filter((r) => r.profile![a] === r.founder.expect[a]).length;
      for (const r of profiled) {
        if (r.profile![a] !== r.founder.expect[a]) {
          failures.push(
            `${r.founder.name} ${a}: expected ${String(r.founder.expect[a])}, got ${String(r.profile![a])}`,
          );
        }
      }
      return `${a} ${right}/${profiled.length}`;
    });
    reported('profile accuracy', parts.join(', '), failures);
  }
}

// Informational: time per session
{
  const ms = runs.flatMap((r) => r.sessions.map((s) => s.ms));
  reported(
    'session time',
    `max ${percentile(ms, 100).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms over ${ms.length} sessions (${engine.name})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Output

for (const m of metrics) {
  if (!m.failures.length) continue;
  console.log(`--- ${m.name}: ${m.failures.length} ${m.bar === null ? 'differences' : 'failures'}`);
  const shown = args.verbose ? m.failures : m.failures.slice(0, DETAIL_LINES);
  for (const f of shown) console.log(`  ${f}`);
  if (shown.length < m.failures.length)
    console.log(`  ... ${m.failures.length - shown.length} more (--verbose)`);
}

const summary = metrics.map((m) => {
  if (m.bar === null) return `${m.name}: ${m.value} (no bar) INFO`;
  const verdict = m.pass === null ? 'SKIP' : m.pass ? 'PASS' : 'FAIL';
  return `${m.name}: ${m.value} (bar: ${m.bar}) ${verdict}`;
});
console.log(
  `\n=== Summary (${engine.name}, ${runs.length} founders${tokens ? `, ${tokens} tokens` : ''})`,
);
for (const line of summary) console.log(line);

if (args.write) {
  const dir = path.resolve(ROOT, args.write);
  writeReports(dir, { engine: engine.name, runs, rewordings, summary });
  console.log(`\nsamples written to ${path.relative(ROOT, dir) || dir}/`);
}

const failed = metrics.filter((m) => m.pass === false);
if (failed.length) {
  console.log(`\n${failed.length} barred metric(s) FAIL: ${failed.map((m) => m.name).join(', ')}`);
  process.exitCode = 1;
}
