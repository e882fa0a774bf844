import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

afterEach(() => {
  cleanup();
});

describe('OtpInput', () => {
  it('renders one labelled box per digit', () => {
    render(<Harness length={6} />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeDefined();
    expect(boxes()).toHaveLength(6);
    expect(box(0).getAttribute('aria-label')).toBe('Digit 1 of 6');
    expect(box(0).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(0).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box after each typed digit', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.keyDown(box(0), { key: '4' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: '2' });
    expect(document.activeElement).toBe(box(2));
    expect(digitsShown()).toEqual(['4', '2', '', '']);
    expect(shownValue()).toBe('42');
  });

  it('accepts digits only, from keys and from input events alike', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.keyDown(box(0), { key: 'a' });
    fireEvent.change(box(0), { target: { value: 'x' } });
    fireEvent.change(box(0), { target: { value: '-' } });
    expect(digitsShown()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(0));

    // A phone keyboard sends no usable key: the input event carries the digit.
    fireEvent.change(box(0), { target: { value: '7' } });
    expect(digitsShown()).toEqual(['7', '', '', '']);
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces the digit of a filled box instead of growing it', () => {
    render(<Harness initial="1234" />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '9' });
    expect(shownValue()).toBe('1934');
    // Typed beside the old digit by a keyboard that sends no key event.
    fireEvent.change(box(2), { target: { value: '35' } });
    expect(shownValue()).toBe('1954');
  });

  it('fills every box from a pasted code, whichever box has focus, ignoring non-digits', () => {
    render(<Harness />);
    box(2).focus();
    paste(box(2), ' 12-34 ');
    expect(digitsShown()).toEqual(['1', '2', '3', '4']);
    expect(shownValue()).toBe('1234');
    expect(isOtpComplete(shownValue(), 4)).toBe(true);
    expect(document.activeElement).toBe(box(3));
  });

  it('spreads a partial paste from the focused box', () => {
    render(<Harness />);
    box(1).focus();
    paste(box(1), '56');
    expect(digitsShown()).toEqual(['', '5', '6', '']);
    expect(isOtpComplete(shownValue(), 4)).toBe(false);
    expect(document.activeElement).toBe(box(3));
  });

  it('ignores a paste without digits', () => {
    render(<Harness initial="12" />);
    paste(box(0), 'code');
    expect(shownValue()).toBe('12');
  });

  it('takes a whole code autofilled into one box (one-time-code autofill)', () => {
    render(<Harness />);
    fireEvent.change(box(0), { target: { value: '9876' } });
    expect(digitsShown()).toEqual(['9', '8', '7', '6']);
  });

  it('clears the current box on Backspace, then goes back and clears the previous one', () => {
    render(<Harness initial="123" />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(digitsShown()).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(box(2));

    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(digitsShown()).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(box(1));

    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(digitsShown()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(0));

    fireEvent.keyDown(box(0), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(0));
    expect(shownValue()).toBe('');
  });

  it('keeps the other digits in place when a middle box is cleared', () => {
    render(<Harness initial="1234" />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'Delete' });
    expect(digitsShown()).toEqual(['1', '', '3', '4']);
    expect(isOtpComplete(shownValue(), 4)).toBe(false);
  });

  it('moves with the arrow keys, Home and End, and stays within the boxes', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.keyDown(box(0), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(0));
    fireEvent.keyDown(box(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'End' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Home' });
    expect(document.activeElement).toBe(box(0));
  });

  it('stays on the last box once the code is complete', () => {
    render(<Harness initial="123" />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: '4' });
    expect(shownValue()).toBe('1234');
    expect(document.activeElement).toBe(box(3));
  });
});
