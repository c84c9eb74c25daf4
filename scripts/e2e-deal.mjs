// How scripts/e2e.mjs shares the spec files among its shards, and what a run's JSON reports say each file
// took; pure functions (tests/unit/e2e-deal.test.ts).

/**
 * The files in `shards` groups of close expected time: longest first, each to the group with the least so
 * far. A file without a measure in `seconds` counts as the median of the measured ones (60 s with none).
 * @param {string[]} files
 * @param {Record<string, number>} seconds
 * @param {number} shards
 * @returns {{ seconds: number, files: string[] }[]}
 */
export function deal(files, seconds, shards) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 60;
  const cost = (file) => seconds[file] ?? median;
  const bins = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const bin = bins.reduce((least, b) => (b.seconds < least.seconds ? b : least));
    bin.files.push(file);
    bin.seconds += cost(file);
  }
  for (const bin of bins) bin.files.sort();
  return bins;
}

/**
 * Seconds per spec file (its name) in a Playwright JSON report, every attempt counted.
 * @param {{ suites?: unknown[] }} report
 * @returns {Record<string, number>}
 */
export function secondsPerFile(report) {
  const seconds = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file.split('/').pop();
      for (const t of spec.tests) for (const r of t.results) seconds[file] = (seconds[file] ?? 0) + r.duration / 1000;
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  return seconds;
}
