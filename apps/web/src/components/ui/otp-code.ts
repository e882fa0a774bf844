/** Keeps the digits of a text, e.g. a pasted "12 34" or "Code: 1234". */
export function onlyDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** True when an OtpInput value holds exactly `length` digits, with no empty box. */
export function isOtpComplete(value: string, length: number): boolean {
  return value.length === length && onlyDigits(value).length === length;
}
