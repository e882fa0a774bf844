import { countryCodes } from '@scoreline/contracts/plain';
import { countryName } from './countries';

/**
 * spec §2 COUNTRY / REGION OF RESIDENCE: the codes come from a maintained package (i18n-iso-countries, through the
 * contracts: the API accepts exactly these), the names from the browser (countries.ts). Only the edit form imports
 * this module, so the pages that show one country do not load the list.
 */

export type CountryOption = { value: string; label: string };

let options: CountryOption[] | undefined;

/** Every code the API accepts, with its English name, sorted by that name. */
export function countryOptions(): CountryOption[] {
  options ??= countryCodes
    .map((value) => ({ value, label: countryName(value) ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
