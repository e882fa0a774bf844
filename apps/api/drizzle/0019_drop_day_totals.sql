-- Issue 14 (docs/decisions/031): the per-player totals of each UTC match day are no longer kept. Scoring moved one
-- row per prediction here; the running totals of date ranges and the month badges now sum a day's scored predictions
-- when they build it, and the running totals already built stay current.
DROP TABLE "player_day_totals";
