-- Issue 14 (docs/decisions/031): the insights' per-team points and scored predictions are worked out from the
-- player's own scored predictions when asked (by the player's key), not moved by every scoring: a scoring moves two
-- aggregates instead of three.
DROP TABLE "player_team_counters";