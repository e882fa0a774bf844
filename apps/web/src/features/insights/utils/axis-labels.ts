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

/** A labelled tick: its text and where it stands along its axis, in the plot's pixels. */
export type AxisTick = { label: string; at: number };

/** The round labels an axis of `width` px prints (`spacedLabelIndexes`), each where `at` places it. */
export function labelTicks(labels: string[], width: number, at: (label: string) => number): AxisTick[] {
  return spacedLabelIndexes(labels.length, width).flatMap((index) => {
    const label = labels[index];
    return label === undefined ? [] : [{ label, at: at(label) }];
  });
}

/** A number axis's ticks, each labelled with its figure and placed by `at`. */
export const numberTicks = (values: number[], at: (value: number) => number): AxisTick[] =>
  values.map((value) => ({ label: String(value), at: at(value) }));
