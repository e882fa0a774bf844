/**
 * Lists as one array parameter each (`${intArray(ids)}::int[]`), however long the list: whole numbers and ISO times
 * only, so the literals need no quoting beyond the times' own.
 */
export const intArray = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;
export const timeArray = (values: Date[]) => `{${values.map((value) => `"${value.toISOString()}"`).join(',')}}`;
/** A text array literal; each value quoted, its quotes and backslashes escaped. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;
