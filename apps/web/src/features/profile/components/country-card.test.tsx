import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryCard } from './country-card';

describe('the country card (spec §2)', () => {
  it('shows the nationality’s name and its flag as an image, not an emoji', () => {
    render(<CountryCard code="CH" />);
    const card = screen.getByRole('region', { name: 'Country' });
    expect(card.textContent).toBe('CountrySwitzerland');
    const flag = card.querySelector('img');
    expect(flag?.getAttribute('src')).toBe('/flags/ch.svg');
    // Decorative beside the name: no second reading of the country.
    expect(flag?.getAttribute('alt')).toBe('');
    expect(card.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('draws the flag of a user-assigned code the API accepts too (XK, Kosovo)', () => {
    render(<CountryCard code="XK" />);
    expect(screen.getByRole('region', { name: 'Country' }).querySelector('img')?.getAttribute('src')).toBe(
      '/flags/xk.svg',
    );
  });
});
