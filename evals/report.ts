/**
 * Markdown samples for human review (`npm run eval -- --write [dir]`): one file per founder with
 * their answers, the six sessions card by card with what the metrics found in each, and the
 * helper answers; plus an index with the summary and the industry rewordings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COACHING_CARD_TITLES } from '@shared/coaching-texts';
import { PILLAR_LABELS, PILLARS, SESSION_TITLES } from '@shared/domain';
import { CARD_KEYS, founderAnswers, patternLabel, pct, PILLAR_SESSION } from './metrics';
import type { FounderRun, RewordingRun } from './types';

export interface ReportInput {
  engine: string;
  runs: readonly FounderRun[];
  rewordings: readonly RewordingRun[];
  summary: readonly string[];
}

/** Text of a form field, paths as in the app ('product.problem'), in form order. */
function answeredFields(run: FounderRun): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      if (node.trim()) out.push([prefix, node]);
    } else if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${prefix}[${i + 1}]`));
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  const { form } = run.founder;
  walk({ product: form.product, market: form.market, execution: form.execution }, '');
  walk({ loops: form.loops, actionPlan: form.actionPlan, reflection: form.reflection }, '');
  return out;
}

const quoteBlock = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

function founderMarkdown(run: FounderRun): string {
  const { founder } = run;
  const { form, expect } = founder;
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);

  push(`# ${founder.name}`, '');
  const industry = run.inference
    ? `${run.industry} (inferred, confidence ${run.inference.confidence})`
    : `${run.industry ?? 'none'} (chosen)`;
  push(
    `- Industry: ${industry}${founder.industry ? `; expected ${founder.industry}` : ''}${form.customIndustry ? `; custom: ${form.customIndustry}` : ''}`,
    `- Region: ${form.region || '-'}${form.country ? `, ${form.country}` : ''}`,
    `- Expected profile: model ${expect.model}, audience ${expect.audience}, revenue ${expect.revenue}, stage ${expect.stage}, solo ${expect.solo}, hiring ${expect.hiring}`,
  );
  if (run.profile) {
    const p = run.profile;
    push(
      `- Built profile: model ${String(p.model)}, audience ${String(p.audience)}, revenue ${String(p.revenue)}, stage ${String(p.stage)}, solo ${String(p.solo)}, hiring ${String(p.hiring)}`,
    );
  }
  push(
    `- Ratings: ${PILLARS.map((p) => `${PILLAR_LABELS[p]} ${form[p].rating ?? '-'}/5 (${founder.ratings[p]}: ${run.ratings[p]?.pass ? 'ok' : 'FAIL'}, ${run.ratings[p]?.detail ?? '-'})`).join('; ')}`,
    `- Forbidden advice: ${founder.forbidden.map(patternLabel).join(' ') || 'none'}`,
    '',
  );

  push('## Answers', '');
  for (const [field, text] of answeredFields(run)) push(`- **${field}**: ${text}`);
  push('');

  for (const s of run.sessions) {
    push(`## Session ${s.session}: ${SESSION_TITLES[s.session]} (${s.ms.toFixed(0)} ms)`, '');
    if (!s.result) {
      push(`**No valid result**: ${s.error}`, '');
      continue;
    }
    const score = run.scores.get(s.session);
    if (score) {
      push(
        `*Checks: ${score.grounded.length}/6 cards cite the founder; boilerplate ${pct(score.boilerplate)}; forbidden matches ${score.forbidden.length}.*`,
      );
      for (const m of score.forbidden) push(`- **Forbidden** ${m.pattern} matched '${m.match}'`);
      for (const pillar of PILLARS) {
        if (PILLAR_SESSION[pillar] === s.session) {
          push(
            `- Rating check (${founder.ratings[pillar]}): ${run.ratings[pillar]?.detail ?? '-'}`,
          );
        }
      }
      push('');
    }
    for (const key of CARD_KEYS) {
      const cited = score?.citations[key];
      push(
        `### ${COACHING_CARD_TITLES[key]}${cited ? ` (cites ${cited})` : ' (cites nothing of the founder)'}`,
        '',
      );
      const value = s.result[key];
      if (typeof value === 'string') push(value, '');
      else push(...value.map((item) => `- ${item}`), '');
    }
  }

  push('## Helpers: improve', '');
  if (!run.improve.length) push('No field with figures or dotted names.', '');
  for (const h of run.improve) {
    const score = run.improveScores.get(h.path);
    push(`### ${h.path}`, '', quoteBlock(h.input), '');
    if (!h.result) {
      push(`**No valid result**: ${h.error}`, '');
      continue;
    }
    if (score?.tooFew) push(`**Only ${h.result.improvements.length} improvements.**`, '');
    const items = h.result.improvements.length
      ? h.result.improvements
      : h.result.improvedText
        ? [{ style: 'Improved', text: h.result.improvedText }]
        : [];
    for (const item of items) {
      const missing = score?.missing.find((m) => m.style === item.style)?.missing ?? [];
      const cut = score?.cut.includes(item.style);
      const flags = [
        ...(missing.length ? [`lost ${missing.map((x) => `'${x}'`).join(', ')}`] : []),
        ...(cut ? ['ends mid-sentence'] : []),
      ];
      push(
        `**${item.style}**${flags.length ? ` (**${flags.join('; ')}**)` : ''}`,
        '',
        quoteBlock(item.text),
        '',
      );
    }
    if (h.result.rationale) push(`*Rationale: ${h.result.rationale}*`, '');
  }

  push('## Helpers: ideas', '');
  for (const h of run.ideas) {
    push(`### ${h.path}${h.input.trim() ? '' : ' (blank field)'}`, '');
    if (!h.result) {
      push(`**No valid result**: ${h.error}`, '');
      continue;
    }
    const flagged = new Set(run.ideaFlags.get(h.path) ?? []);
    if (!h.result.ideas.length) push('**No ideas returned.**');
    for (const idea of h.result.ideas)
      push(`- ${flagged.has(idea) ? '**[prompt, not an idea]** ' : ''}${idea}`);
    push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function indexMarkdown(input: ReportInput): string {
  const lines = [
    `# Coaching eval samples (${input.engine})`,
    '',
    'Read with docs/coaching-rubric.md. Regenerate with `npm run eval -- --write .tmp/eval`.',
    '',
    '## Summary',
    '',
    ...input.summary.map((s) => `- ${s}`),
    '',
    '## Founders',
    '',
    ...input.runs.map((r) => {
      const grounded = [...r.scores.values()].filter((s) => s.grounded.length >= 3).length;
      const forbidden = [...r.scores.values()].reduce((n, s) => n + s.forbidden.length, 0);
      return `- [${r.founder.name}](${r.founder.name}.md): ${r.founder.expect.model}, ${r.founder.expect.stage}; grounded sessions ${grounded}/6; forbidden matches ${forbidden}; answers ${founderAnswers(r.founder.form).length}`;
    }),
    '',
    '## Industry rewordings',
    '',
    ...input.rewordings.map(
      (r) =>
        `- ${r.name}: expected ${r.expected}, got ${r.got ? `${r.got.inferredIndustry} (${r.got.confidence})` : 'no valid answer'} ${r.got?.inferredIndustry === r.expected ? 'ok' : 'MISS'}`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function writeReports(dir: string, input: ReportInput): void {
  mkdirSync(dir, { recursive: true });
  for (const run of input.runs) {
    writeFileSync(path.join(dir, `${run.founder.name}.md`), founderMarkdown(run));
  }
  writeFileSync(path.join(dir, 'README.md'), indexMarkdown(input));
}
