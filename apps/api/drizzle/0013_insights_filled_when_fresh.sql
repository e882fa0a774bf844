-- Issue 14: a database that has scored no match yet needs no one-time fill of the personal insights (issue 11):
-- scoring keeps them from its first match on. Without this flag, a new embedded run re-applied every match it
-- had just scored while its first page waited (~3 s of a cold start).
INSERT INTO "app_settings" ("key", "value", "updated_at")
SELECT 'insights.filled', '{"matches":0}'::jsonb, now()
WHERE NOT EXISTS (SELECT 1 FROM "match_scoring")
ON CONFLICT ("key") DO NOTHING;
