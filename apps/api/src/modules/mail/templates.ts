import { codeMailMessages, PRODUCT_NAME } from '@scoreline/contracts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The OTP e-mail: plain text and HTML alternatives, the product's name, the code and its expiry. It goes to an
 * address nobody has proven yet, so it carries no text a user chose (issue 10: a first name became a phishing
 * line in a code mail to any address): only fixed copy (codeMailMessages in the contracts), the code and its expiry.
 */
export function otpEmail(options: {
  purpose: 'sign_up' | 'password_reset';
  code: string;
  expiresInMinutes: number;
  publicUrl: string | undefined;
}) {
  const { purpose, code, expiresInMinutes, publicUrl } = options;
  const { intro, outro, subject: subjectOf } = codeMailMessages[purpose];
  const subject = subjectOf(code);
  const greeting = codeMailMessages.greeting;
  const expiry = codeMailMessages.expiry(expiresInMinutes);
  const link = publicUrl ? `\n\n${publicUrl}` : '';

  const text = `${greeting}\n\n${intro}\n\n    ${code}\n\n${expiry}\n${outro}${link}\n\n— ${PRODUCT_NAME}`;
  const html = `<!doctype html><html><body style="margin:0;background:#0b2a1c;font-family:Arial,Helvetica,sans-serif;color:#f4f7f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#103a27;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 28px 8px;font-size:22px;font-weight:bold;letter-spacing:1px">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:1.5">${escapeHtml(greeting)}<br><br>${escapeHtml(intro)}</td></tr>
<tr><td align="center" style="padding:16px 28px"><div style="display:inline-block;background:#c6f432;color:#0b2a1c;font-size:32px;font-weight:bold;letter-spacing:10px;padding:12px 20px;border-radius:8px">${escapeHtml(code)}</div></td></tr>
<tr><td style="padding:8px 28px 28px;font-size:13px;line-height:1.5;color:#c9d6cd">${escapeHtml(expiry)}<br>${escapeHtml(outro)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
