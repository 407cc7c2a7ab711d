/**
 * SPEC.md §5: a quantity is clamped to its bounds (default 1–99999; search results use 1–999);
 * input that is not a number resets to the minimum.
 */
export function clampQuantity(input: string | number, min = 1, max = 99_999): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10)
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}
