/**
 * Which of `count` category labels an axis of `width` px can print without overlap: every n-th from the first, and
 * always the last (its neighbour dropped when the two would touch). `labelWidth` is one label's room, gap included.
 */
export function spacedLabelIndexes(count: number, width: number, labelWidth = 34): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, labelWidth)));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  const last = count - 1;
  if (indexes.at(-1) !== last) {
    if (indexes.length > 1 && last - (indexes.at(-1) ?? 0) < every / 2 + 0.5) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}
