import { REMINDER_LEAD_HOURS, reminderWords as words, type ReminderLeadHours } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ProfileSection } from '@/components/profile-section';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessages } from '@scoreline/contracts/plain';
import { isApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { PushDevice } from './push-device';

const selectClassName = 'h-11 min-w-0 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-base text-chalk';
const TOAST_ID = 'reminders';

function LeadSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ReminderLeadHours;
  onChange: (hours: ReminderLeadHours) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-chalk-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as ReminderLeadHours)}
        className={selectClassName}
      >
        {REMINDER_LEAD_HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {words.leadOption(hours)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Deadline reminders on one's own profile (issue 60, docs/decisions/115): the e-mail digest and push, each on or off
 * with its lead time before the first unpredicted kick-off of a day; and push turned on for this device.
 */
export function RemindersCard({ viewerId }: { viewerId: number }) {
  const { data: saved } = useReminderSettings(viewerId);
  const save = useSaveReminderSettings(viewerId);
  const [draft, setDraft] = useState<typeof saved>(undefined);
  if (!saved) return null;
  const form = draft ?? saved;
  const change = (part: Partial<typeof form>) => setDraft({ ...form, ...part });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { emailEnabled, emailLeadHours, pushEnabled, pushLeadHours } = form;
    save.mutate(
      { emailEnabled, emailLeadHours, pushEnabled, pushLeadHours },
      {
        onSuccess: ({ message }) => {
          setDraft(undefined);
          if (message) toast.success(message, { id: TOAST_ID });
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.hasServerMessage ? error.message : errorMessages.profileFailed, {
            id: TOAST_ID,
          }),
      },
    );
  };

  return (
    <ProfileSection title={words.title} lead={words.lead}>
      <p className="text-sm text-chalk-muted">{words.leadSuffix}</p>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="display text-sm tracking-widest">{words.email}</legend>
          <Checkbox
            label={words.emailHint}
            checked={form.emailEnabled}
            onChange={(event) => change({ emailEnabled: event.target.checked })}
          />
          <LeadSelect
            label={`${words.email}: ${words.leadTime}`}
            value={form.emailLeadHours}
            onChange={(emailLeadHours) => change({ emailLeadHours })}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="display text-sm tracking-widest">{words.push}</legend>
          <Checkbox
            label={words.pushHint}
            checked={form.pushEnabled}
            onChange={(event) => change({ pushEnabled: event.target.checked })}
          />
          <LeadSelect
            label={`${words.push}: ${words.leadTime}`}
            value={form.pushLeadHours}
            onChange={(pushLeadHours) => change({ pushLeadHours })}
          />
        </fieldset>
        <Button type="submit" disabled={save.isPending} className="self-start">
          {words.save}
        </Button>
      </form>
      <PushDevice />
    </ProfileSection>
  );
}
