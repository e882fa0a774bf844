-- Issue 56 (docs/decisions/076): a scoring updates nearly every row of player_totals and of its round's
-- player_round_totals. At fillfactor 70 a page had room for the new versions of fewer than half of its rows, so more
-- than half of those updates moved their row to another page (a new entry in every index; pages freed only by vacuum,
-- so the tables grew at every scoring). At 50 every row of a page gets its new version beside it (HOT: no index touched),
-- and the next scoring prunes the old ones on the page itself. Each table is rewritten in key order at the new fill
-- (a round's rows together, each player's in player order).
ALTER TABLE "player_totals" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "player_round_totals" SET (fillfactor = 50);--> statement-breakpoint
CLUSTER "player_totals" USING "player_totals_competition_id_season_user_id_pk";--> statement-breakpoint
CLUSTER "player_round_totals" USING "player_round_totals_competition_id_season_round_user_id_pk";--> statement-breakpoint
ANALYZE "player_totals";--> statement-breakpoint
ANALYZE "player_round_totals";
