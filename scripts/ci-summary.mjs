// Adds up the JSON reports of a CI run and prints one closing line: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/ci';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const counts =
    report.stats && 'expected' in report.stats
      ? // Playwright
        {
          passed: report.stats.expected + (report.stats.flaky ?? 0),
          failed: report.stats.unexpected,
          skipped: report.stats.skipped,
        }
      : // Vitest
        {
          passed: report.numPassedTests ?? 0,
          failed: report.numFailedTests ?? 0,
          skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
        };
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(
    `${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
