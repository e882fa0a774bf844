-- Issue 56 (docs/decisions/093): one version per data domain replaces the WAL position, sessions_version,
-- leaderboard_state and the football tables' xmin fingerprint. A version grows by one and with the clock (µs), so
-- it never repeats, even after a restore from a backup: a process never takes an old answer for a current one.
CREATE TABLE "data_versions" (
	"domain" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The domains every request reads (a handful), apart from the players' own (one a player): read by this index.
CREATE INDEX "data_versions_shared_idx" ON "data_versions" USING btree ("domain") WHERE NOT starts_with("domain", 'player:');
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"("changed" text) RETURNS bigint LANGUAGE sql AS $$
  INSERT INTO "data_versions" ("domain", "version")
  VALUES ("changed", (extract(epoch from clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT ("domain") DO UPDATE SET "version" = greatest("data_versions"."version" + 1, excluded."version")
  RETURNING "version"
$$;
--> statement-breakpoint
-- The running totals by match day were built at leaderboard_state's versions: their domain starts from it.
INSERT INTO "data_versions" ("domain", "version")
  SELECT 'running-totals', greatest("version", (extract(epoch from clock_timestamp()) * 1000000)::bigint)
    FROM "leaderboard_state" WHERE "id" = 1;
--> statement-breakpoint
DROP TABLE "leaderboard_state";
--> statement-breakpoint
-- Sessions (migration 0024's triggers, kept): what a session check reads moves the `sessions` domain at commit.
CREATE OR REPLACE FUNCTION "move_sessions_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it changed (a setting local to the transaction remembers it).
  IF current_setting('scoreline.sessions_moved', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('scoreline.sessions_moved', 'yes', true);
    PERFORM "bump_data_version"('sessions');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TABLE "sessions_version";
--> statement-breakpoint
-- Football: every writer of matches (the sync's steps, overrides, corrections, the demo, plain SQL) moves the
-- domain of the competition-season it changed; teams and competitions move `football`. Once per statement.
CREATE FUNCTION "bump_matches_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "bump_data_version"('matches:' || "competition_id" || ':' || "season")
       FROM (SELECT DISTINCT "competition_id", "season" FROM "changed_rows" ORDER BY 1, 2) AS "keys";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM "bump_data_version"('matches:' || "competition_id" || ':' || "season")
       FROM (SELECT DISTINCT "competition_id", "season" FROM "old_rows" ORDER BY 1, 2) AS "keys";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_inserted" AFTER INSERT ON "matches" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_matches_versions"();
--> statement-breakpoint
CREATE TRIGGER "matches_updated" AFTER UPDATE ON "matches" REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_matches_versions"();
--> statement-breakpoint
CREATE TRIGGER "matches_deleted" AFTER DELETE ON "matches" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_matches_versions"();
--> statement-breakpoint
-- Moves the domain named by the trigger's argument once per statement that changed a row (`changed_rows`): an
-- upsert that changed nothing (the sync's every run) moves nothing.
CREATE FUNCTION "bump_named_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Planned only when reached: a TRUNCATE has no "changed_rows".
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "bump_data_version"(TG_ARGV[0]);
  ELSIF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM "bump_data_version"(TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_truncated" AFTER TRUNCATE ON "matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "teams_insert_moves_football" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "teams_update_moves_football" AFTER UPDATE ON "teams" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "teams_delete_moves_football" AFTER DELETE ON "teams" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "teams_truncate_moves_football" AFTER TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "competitions_insert_moves_football" AFTER INSERT ON "competitions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "competitions_update_moves_football" AFTER UPDATE ON "competitions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "competitions_delete_moves_football" AFTER DELETE ON "competitions" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "competitions_truncate_moves_football" AFTER TRUNCATE ON "competitions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('football');
--> statement-breakpoint
CREATE TRIGGER "badge_awards_insert_moves_players" AFTER INSERT ON "badge_awards" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('players');
--> statement-breakpoint
CREATE TRIGGER "badge_awards_update_moves_players" AFTER UPDATE ON "badge_awards" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('players');
--> statement-breakpoint
CREATE TRIGGER "badge_awards_delete_moves_players" AFTER DELETE ON "badge_awards" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('players');
--> statement-breakpoint
CREATE TRIGGER "badge_awards_truncate_moves_players" AFTER TRUNCATE ON "badge_awards"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_version"('players');
--> statement-breakpoint
-- Players as every visitor sees them on a table (name, picture, standing; badges above): `players`, at commit, as
-- the sessions' triggers do.
CREATE FUNCTION "move_players_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it changed (a setting local to the transaction remembers it).
  IF current_setting('scoreline.players_moved', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('scoreline.players_moved', 'yes', true);
    PERFORM "bump_data_version"('players');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_shown_changed" AFTER UPDATE OF "username", "profile_picture", "status" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."profile_picture" IS DISTINCT FROM NEW."profile_picture"
    OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "move_players_version"();
--> statement-breakpoint
CREATE TRIGGER "users_truncate_moves_players" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_players_version"();
--> statement-breakpoint
-- A player's own data (their picks, their pins): `player:<userId>`, once per statement for each player it changed.
-- Each player's own row: a kick-off wave of predictions moves many rows once each, never one row for everyone.
CREATE FUNCTION "bump_player_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_data_version"('player:' || "user_id")
     FROM (SELECT DISTINCT "user_id" FROM "changed_rows" ORDER BY 1) AS "players";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "predictions_insert_moves_players" AFTER INSERT ON "predictions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "predictions_update_moves_players" AFTER UPDATE ON "predictions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "predictions_delete_moves_players" AFTER DELETE ON "predictions" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "pins_insert_moves_players" AFTER INSERT ON "pins" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "pins_update_moves_players" AFTER UPDATE ON "pins" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "pins_delete_moves_players" AFTER DELETE ON "pins" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
