import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isOtpComplete } from './otp-code';
import { OtpInput } from './otp-input';

/** A controlled OtpInput whose value is shown, as a form would hold it. */
function Harness({ length = 4, initial = '' }: { length?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput length={length} value={value} onChange={setValue} label="One-time code" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const box = (index: number) => {
  const found = boxes()[index];
  if (!found) throw new Error(`no box ${index}`);
  return found;
};
const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;
const digitsShown = () => boxes().map((input) => input.value);

/** Renders the boxes; `input` types, pastes and presses keys like a person (user-event). */
function renderOtp(props: { length?: number; initial?: string } = {}) {
  const input = userEvent.setup();
  render(<Harness {...props} />);
  return input;
}

/**
 * A phone keyboard that sends no usable key event: only the input event carries the text. user-event always sends
 * key events, so this one case is a bare change event.
 */
function typeWithoutKeyEvents(target: HTMLElement, value: string) {
  fireEvent.change(target, { target: { value } });
}

describe('OtpInput', () => {
  it('renders one labelled box per digit', () => {
    renderOtp({ length: 6 });
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeDefined();
    expect(boxes()).toHaveLength(6);
    expect(box(0).getAttribute('aria-label')).toBe('Digit 1 of 6');
    expect(box(0).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(0).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box after each typed digit', async () => {
    const input = renderOtp();
    await input.click(box(0));
    await input.keyboard('4');
    expect(document.activeElement).toBe(box(1));
    await input.keyboard('2');
    expect(document.activeElement).toBe(box(2));
    expect(digitsShown()).toEqual(['4', '2', '', '']);
    expect(shownValue()).toBe('42');
  });

  it('accepts digits only, from keys and from input events alike', async () => {
    const input = renderOtp();
    await input.click(box(0));
    await input.keyboard('a');
    typeWithoutKeyEvents(box(0), 'x');
    typeWithoutKeyEvents(box(0), '-');
    expect(digitsShown()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(0));

    // A phone keyboard sends no usable key: the input event carries the digit.
    typeWithoutKeyEvents(box(0), '7');
    expect(digitsShown()).toEqual(['7', '', '', '']);
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces the digit of a filled box instead of growing it', async () => {
    const input = renderOtp({ initial: '1234' });
    await input.click(box(1));
    await input.keyboard('9');
    expect(shownValue()).toBe('1934');
    // Typed beside the old digit by a keyboard that sends no key event.
    typeWithoutKeyEvents(box(2), '35');
    expect(shownValue()).toBe('1954');
  });

  it('fills every box from a pasted code, whichever box has focus, ignoring non-digits', async () => {
    const input = renderOtp();
    await input.click(box(2));
    await input.paste(' 12-34 ');
    expect(digitsShown()).toEqual(['1', '2', '3', '4']);
    expect(shownValue()).toBe('1234');
    expect(isOtpComplete(shownValue(), 4)).toBe(true);
    expect(document.activeElement).toBe(box(3));
  });

  it('spreads a partial paste from the focused box', async () => {
    const input = renderOtp();
    await input.click(box(1));
    await input.paste('56');
    expect(digitsShown()).toEqual(['', '5', '6', '']);
    expect(isOtpComplete(shownValue(), 4)).toBe(false);
    expect(document.activeElement).toBe(box(3));
  });

  it('ignores a paste without digits', async () => {
    const input = renderOtp({ initial: '12' });
    await input.click(box(0));
    await input.paste('code');
    expect(shownValue()).toBe('12');
  });

  it('takes a whole code autofilled into one box (one-time-code autofill)', () => {
    renderOtp();
    // Autofill sends no key events either.
    typeWithoutKeyEvents(box(0), '9876');
    expect(digitsShown()).toEqual(['9', '8', '7', '6']);
  });

  it('clears the current box on Backspace, then goes back and clears the previous one', async () => {
    const input = renderOtp({ initial: '123' });
    await input.click(box(2));
    await input.keyboard('{Backspace}');
    expect(digitsShown()).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(box(2));

    await input.keyboard('{Backspace}');
    expect(digitsShown()).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(box(1));

    await input.keyboard('{Backspace}');
    expect(digitsShown()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(0));

    await input.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(0));
    expect(shownValue()).toBe('');
  });

  it('keeps the other digits in place when a middle box is cleared', async () => {
    const input = renderOtp({ initial: '1234' });
    await input.click(box(1));
    await input.keyboard('{Delete}');
    expect(digitsShown()).toEqual(['1', '', '3', '4']);
    expect(isOtpComplete(shownValue(), 4)).toBe(false);
  });

  it('moves with the arrow keys, Home and End, and stays within the boxes', async () => {
    const input = renderOtp();
    await input.click(box(0));
    await input.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(0));
    await input.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(1));
    await input.keyboard('{End}');
    expect(document.activeElement).toBe(box(3));
    await input.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(3));
    await input.keyboard('{Home}');
    expect(document.activeElement).toBe(box(0));
  });

  it('stays on the last box once the code is complete', async () => {
    const input = renderOtp({ initial: '123' });
    await input.click(box(3));
    await input.keyboard('4');
    expect(shownValue()).toBe('1234');
    expect(document.activeElement).toBe(box(3));
  });
});
