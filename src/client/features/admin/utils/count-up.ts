/** Fast at first, gently settling on the value. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - t) ** 3;
}

/**
 * The number a dashboard counter shows `elapsedMs` into its animation from 0 to `target` over
 * `durationMs` (spec: 1.5 s): whole numbers on the way up, exactly `target` at the end.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
