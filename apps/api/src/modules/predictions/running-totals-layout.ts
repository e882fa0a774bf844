import type { PackedTotals } from './running-totals.repository';

/**
 * How every player's totals travel in one value (date ranges, round ranks: docs/decisions/026 and 032). Two layouts:
 * - the one SQL builds (`string_agg(int4send(…))`): the user ids, then the points, scored, exact and outcomes, each
 *   a big-endian int4;
 * - the one kept in player_running_totals (`pack`), about a third of the size, since the value is sent as hex and
 *   sending it was most of a new date range's time: a marker byte (0xff: the SQL layout starts with a positive id,
 *   whose first byte is below 0x80), one width byte per column, the player count (uint32), then each column
 *   little-endian at its width. Ids in ascending order are kept as the difference from the previous one (the first
 *   from 0), in 1 or 2 bytes; otherwise as themselves in 4. Other columns take 1 or 2 bytes (unsigned) when every
 *   value fits, else 4 (int32).
 */

/** One player per index, as five columns. */
export interface Totals {
  userIds: Int32Array;
  points: Int32Array;
  scored: Int32Array;
  exact: Int32Array;
  outcomes: Int32Array;
}

const fields = ['userIds', 'points', 'scored', 'exact', 'outcomes'] as const;
const MARKER = 0xff;
/** The marker, a width per column and the player count. */
const HEADER = 1 + fields.length + 4;
const littleEndian = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

export const emptyTotals = (): Totals => ({
  userIds: new Int32Array(0),
  points: new Int32Array(0),
  scored: new Int32Array(0),
  exact: new Int32Array(0),
  outcomes: new Int32Array(0),
});

/** Packed totals in either layout, as columns. */
export function unpack(packed: PackedTotals): Totals {
  if (packed.players === 0) return emptyTotals();
  return packed.data[0] === MARKER ? unpackCompact(packed) : unpackSql(packed);
}

function unpackSql({ players, data }: PackedTotals): Totals {
  if (data.byteLength !== players * fields.length * 4) throw new Error('Packed running totals have the wrong size');
  // A copy of its own (aligned for Int32Array), turned to this machine's byte order in one native pass.
  const copy = new Uint8Array(data);
  if (littleEndian) Buffer.from(copy.buffer).swap32();
  const totals = emptyTotals();
  fields.forEach((field, index) => {
    totals[field] = new Int32Array(copy.buffer, index * players * 4, players);
  });
  return totals;
}

/** The smallest width (1, 2 or 4 bytes) that holds every value of a column. */
function widthOf(column: Int32Array): 1 | 2 | 4 {
  let min = 0;
  let max = 0;
  for (const value of column) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min < 0) return 4;
  return max < 0x100 ? 1 : max < 0x10000 ? 2 : 4;
}

/** The ids as differences from the previous one when ascending (a delta of 0 or less means they are not). */
function idDeltas(ids: Int32Array): Int32Array | undefined {
  const deltas = new Int32Array(ids.length);
  let previous = 0;
  for (let player = 0; player < ids.length; player += 1) {
    const id = ids[player]!;
    if (id <= previous) return undefined;
    deltas[player] = id - previous;
    previous = id;
  }
  return deltas;
}

function write(data: Uint8Array, offset: number, column: Int32Array, width: number): number {
  for (let index = 0; index < column.length; index += 1) {
    const value = column[index]!;
    const at = offset + index * width;
    data[at] = value & 0xff;
    if (width > 1) data[at + 1] = (value >>> 8) & 0xff;
    if (width > 2) {
      data[at + 2] = (value >>> 16) & 0xff;
      data[at + 3] = (value >>> 24) & 0xff;
    }
  }
  return offset + column.length * width;
}

function read(data: Uint8Array, offset: number, count: number, width: number): Int32Array {
  const column = new Int32Array(count);
  if (width === 1) for (let index = 0; index < count; index += 1) column[index] = data[offset + index]!;
  else if (width === 2) {
    for (let index = 0, at = offset; index < count; index += 1, at += 2)
      column[index] = data[at]! | (data[at + 1]! << 8);
  } else {
    for (let index = 0, at = offset; index < count; index += 1, at += 4) {
      column[index] = data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16) | (data[at + 3]! << 24);
    }
  }
  return column;
}

/** The layout kept in player_running_totals. */
export function pack(totals: Totals): PackedTotals {
  const players = totals.userIds.length;
  const deltas = idDeltas(totals.userIds);
  const idWidth = deltas && widthOf(deltas) < 4 ? widthOf(deltas) : 4;
  const columns = [
    idWidth === 4 ? totals.userIds : deltas!,
    totals.points,
    totals.scored,
    totals.exact,
    totals.outcomes,
  ];
  const widths = columns.map((column, index) => (index === 0 ? idWidth : widthOf(column)));
  const data = new Uint8Array(HEADER + columns.reduce((size, _, index) => size + players * widths[index]!, 0));
  data[0] = MARKER;
  widths.forEach((width, index) => {
    data[1 + index] = width;
  });
  new DataView(data.buffer).setUint32(1 + widths.length, players, true);
  let offset = HEADER;
  columns.forEach((column, index) => {
    offset = write(data, offset, column, widths[index]!);
  });
  return { players, data };
}

function unpackCompact({ players, data }: PackedTotals): Totals {
  const widths = fields.map((_, index) => data[1 + index]!);
  const count = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(1 + widths.length, true);
  const size = HEADER + widths.reduce((sum, width) => sum + players * width, 0);
  if (count !== players || data.byteLength !== size || widths.some((width) => ![1, 2, 4].includes(width))) {
    throw new Error('Packed running totals have the wrong size');
  }
  let offset = HEADER;
  const [userIds, points, scored, exact, outcomes] = widths.map((width) => {
    const column = read(data, offset, players, width);
    offset += players * width;
    return column;
  }) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  if (widths[0] !== 4) {
    for (let player = 1; player < players; player += 1) userIds[player] = userIds[player]! + userIds[player - 1]!;
  }
  return { userIds, points, scored, exact, outcomes };
}
