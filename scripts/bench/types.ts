/**
 * What every part of `npm run bench` reports: one row per figure, printed as a table against its target.
 */
export interface BenchRow {
  /** The part of the benchmark: "throughput", "latency", "browser", "scale", "start-memory". */
  section: string;
  /** What was measured, e.g. "/produtos req/s" or "catalogue search p95". */
  metric: string;
  /** The measured value (a median where runs repeat). */
  value: number;
  unit: string;
  /** The target in words, e.g. "≥ 0.6" or "≤ 50 ms". */
  target: string;
  /** Whether the target is met. */
  ok: boolean;
  /** Anything needed to read the figure (the two figures a ratio divides, the run count…). */
  note?: string;
}
