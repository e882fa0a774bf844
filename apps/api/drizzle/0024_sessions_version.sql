CREATE TABLE "sessions_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"moved_by" bigint,
	CONSTRAINT "sessions_version_one_row" CHECK ("sessions_version"."id")
);
--> statement-breakpoint
-- Issue 14 (ADR 023 addendum): the version a cached session is checked against. Every trigger below moves it at the
-- commit of the transaction that changed what a session check reads (deferred, so the row is locked only while
-- committing, after every other lock the transaction takes: two transactions cannot deadlock on it), once per
-- transaction however many rows changed. Picks, sign-ins and the touch of last_used_at move nothing.
INSERT INTO "sessions_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "move_sessions_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions_version" SET "version" = "version" + 1, "moved_by" = txid_current()
   WHERE "moved_by" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_standing_changed"
  AFTER UPDATE OF "revoked_at", "expires_at", "scope", "token_hash", "user_id" ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."scope" IS DISTINCT FROM NEW."scope" OR OLD."token_hash" IS DISTINCT FROM NEW."token_hash"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
-- A revoked session is never served from the cache, so deleting one (the clean-up of old sessions) moves nothing.
CREATE CONSTRAINT TRIGGER "sessions_deleted" AFTER DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."revoked_at" IS NULL)
  EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_standing_changed" AFTER UPDATE OF "status", "email", "username" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "operator_grants_changed" AFTER INSERT OR UPDATE OR DELETE ON "operator_grants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "move_sessions_version"();
--> statement-breakpoint
CREATE TRIGGER "operator_grants_truncated" AFTER TRUNCATE ON "operator_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_sessions_version"();
