import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * GET /dev/mail: the development outbox (no SMTP_URL, not production). Never registered in
 * production (buildApp checks), so codes cannot leak from a real deployment.
 */
export const devMailRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const outbox = mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ success: true, data: outbox }));
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const items = outbox
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development outbox · Scoreline</title>
<style>body{font-family:system-ui,sans-serif;background:#0b2a1c;color:#f4f7f2;margin:0;padding:24px;max-width:760px}h1{font-size:22px}article{background:#103a27;border-radius:10px;padding:16px;margin:12px 0}h2{font-size:16px;margin:0 0 4px}.meta{color:#a8bcae;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;font-size:14px}</style></head>
<body><h1>Development outbox</h1><p>Mail is not sent while <code>SMTP_URL</code> is unset; the newest ${outbox.length ? outbox.length : 'messages'} appear here (newest first). This page does not exist in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(body);
  });
};
