import { profileUpdateBodySchema } from '@scoreline/contracts';
import { z } from 'zod';
import type { ProfileFormField, ProfileFormValues } from './profile-form';

/**
 * The edit form's checks: the form loads this module, zod and the contract's rules when the player first uses it
 * (ADR 042), not with the page.
 */

const rules = profileUpdateBodySchema.shape;

/**
 * A text field of the edit page: empty means "leave unchanged" (spec §5), anything else must pass the contract's
 * rule for that field, with its message (only the first, spec §5). The contract wraps each rule as `'' | rule`,
 * nullable and optional; the form checks the rule itself so the player reads its message, not the union's.
 */
function optionalText(rule: z.ZodType<string>) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const issue = rule.safeParse(value).error?.issues[0];
      if (issue) context.addIssue({ code: 'custom', message: issue.message });
    });
}

// One rule for each field of the form, no more (profileFormFields).
const fieldRules = {
  nationality: optionalText(rules.nationality.unwrap().unwrap().options[1]),
  telegram_user_name: optionalText(rules.telegram_user_name.unwrap().unwrap().options[1]),
  x_profile_link: optionalText(rules.x_profile_link.unwrap().unwrap().options[1]),
  wallet: optionalText(rules.wallet.unwrap().unwrap().options[1]),
} satisfies Record<ProfileFormField, z.ZodType<string, string>>;

export const profileFormSchema = z.object(fieldRules) satisfies z.ZodType<ProfileFormValues, ProfileFormValues>;
