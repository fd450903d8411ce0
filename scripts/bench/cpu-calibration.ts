// Lighthouse's simulated mobile CPU is "the host's CPU, N times slower". Its default N = 4 stands
// for a mid-tier phone only on a host whose benchmark index is about 1,500; a faster host
// flatters every page. Lighthouse's CPU throttling calculator (docs/throttling.md) scales N with
// the host's index: 3x at an index of 1,300, plus 1x for every 233 above.

const CALCULATOR_BASE_INDEX = 1300;
const CALCULATOR_BASE_MULTIPLIER = 3;
const INDEX_PER_STEP = 233;

/** The CPU slowdown that makes this host behave like a mid-tier phone; never below 1 (no speed-up). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  const multiplier = CALCULATOR_BASE_MULTIPLIER + (benchmarkIndex - CALCULATOR_BASE_INDEX) / INDEX_PER_STEP;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/** The middle of a few measurements (the index moves a little from run to run). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error("No values");
  return middle;
}
