/**
 * spec §9: a list shows its first `initial` items, and offers 'Show More'/'Show Less' once it has `toggleFrom`
 * items or more (stat bars: 8 and 5; head to head: 5 and 5).
 */
export function collapsibleList<T>(
  items: readonly T[],
  { initial, toggleFrom }: { initial: number; toggleFrom: number },
  isExpanded: boolean,
): { visible: readonly T[]; hasToggle: boolean } {
  return { visible: isExpanded ? items : items.slice(0, initial), hasToggle: items.length >= toggleFrom };
}
