/** Groups rows by a key, keeping their order: the second half of a one-query batch read. */
export function groupBy<T, K, V>(
  rows: readonly T[],
  key: (row: T) => K,
  value: (row: T) => V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}
