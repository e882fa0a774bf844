import { PRODUCT_NAME, reminderMailWords as words } from '@scoreline/contracts';
import type { ReminderMatchRow } from './reminders.repository';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const timeOf = (date: Date) => `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;

/** The round's page in the web app (its matches, `?round=n`), where the player predicts. */
export function roundUrl(appUrl: string, match: Pick<ReminderMatchRow, 'round' | 'competition_slug'>): string {
  return `${appUrl}/upcoming-matches?competition=${encodeURIComponent(match.competition_slug)}&round=${match.round}`;
}

/**
 * The reminder digest (issue 60, docs/decisions/115): the matches of a day not predicted yet, a link to the first one's
 * round, and the one-click unsubscribe address (RFC 8058: `List-Unsubscribe` with https and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail client POSTs to it without a session).
 */
export function reminderEmail(options: { matches: ReminderMatchRow[]; appUrl: string; token: string }) {
  const { matches, appUrl, token } = options;
  // The page (works without signing in) for people; the API's address for mail clients' one-click POST.
  const unsubscribeUrl = `${appUrl}/unsubscribe/${token}`;
  const oneClickUrl = `${appUrl}/api/v1/reminders/unsubscribe/${token}`;
  const first = matches[0]!;
  const link = roundUrl(appUrl, first);
  const lines = matches.map(
    (match) =>
      `${match.home_name} v ${match.away_name}: ${timeOf(new Date(match.kickoff_at))} (${match.competition_name}, ${match.round_label})`,
  );
  const subject = words.subject(matches.length);
  const text = `${words.intro}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${words.closes}\n\n${words.open}: ${link}\n\n${words.why}\n${words.unsubscribe}: ${unsubscribeUrl}\n\n— ${PRODUCT_NAME}`;
  const items = lines.map((line) => `<li style="padding:4px 0">${escapeHtml(line)}</li>`).join('');
  const html = `<!doctype html><html><body style="margin:0;background:#0b2a1c;font-family:Arial,Helvetica,sans-serif;color:#f4f7f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#103a27;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 28px 8px;font-size:22px;font-weight:bold;letter-spacing:1px">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:1.5">${escapeHtml(words.intro)}<ul style="padding-left:20px">${items}</ul>${escapeHtml(words.closes)}</td></tr>
<tr><td align="center" style="padding:16px 28px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c6f432;color:#0b2a1c;font-size:16px;font-weight:bold;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(words.open)}</a></td></tr>
<tr><td style="padding:8px 28px 28px;font-size:12px;line-height:1.5;color:#c9d6cd">${escapeHtml(words.why)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#c9d6cd">${escapeHtml(words.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The push notification's JSON (the service worker shows it and opens `url` on a click). */
export function reminderPush(options: { matches: ReminderMatchRow[]; appUrl: string; day: string }) {
  const first = options.matches[0]!;
  return {
    title: words.pushTitle,
    body: words.pushBody(`${first.home_name} v ${first.away_name}`, options.matches.length - 1),
    url: roundUrl(options.appUrl, first),
    tag: `reminder-${options.day}`,
  };
}
