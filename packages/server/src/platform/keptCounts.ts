/**
 * Kept counts (counts and sums kept beside their rows, in the same transaction, so a list's total is
 * a few rows' sum instead of a count of millions): the changes a transaction makes, made ready to
 * write in one statement per table.
 */

type Key = Record<string, number | string>;
type Deltas = Record<string, number>;

/**
 * Sums the deltas of equal keys (one statement may change a row once), drops the changes that add
 * nothing, and sorts them by the key's fields in the order given: every transaction then locks kept
 * rows in one order, and moves in opposite directions never wait on each other.
 */
export function mergedDeltas<K extends Key, D extends Deltas>(
  changes: { key: K; delta: D }[],
  keyOrder: readonly (keyof K)[],
): (K & D)[] {
  const by = new Map<string, K & D>();
  for (const { key, delta } of changes) {
    const id = keyOrder.map((f) => key[f]).join(':');
    const got = by.get(id);
    if (!got) {
      by.set(id, { ...key, ...delta });
      continue;
    }
    const sum = got as Record<string, number | string>;
    for (const [f, v] of Object.entries(delta)) sum[f] = (sum[f] as number) + v;
  }
  const compare = (a: K, b: K) => {
    for (const f of keyOrder) {
      const x = a[f];
      const y = b[f];
      if (x === y) continue;
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    }
    return 0;
  };
  return [...by.values()]
    .filter((row) => Object.keys(changes[0]!.delta).some((f) => row[f] !== 0))
    .sort(compare);
}
