-- Issue 14: round rank snapshots are derived rows, recorded whole for the round of a match being scored; checking this
-- key cost ~2.4 µs a row, ~240 ms of recording 100,000 ranks (as user_id in 0014). Competitions are never deleted.
ALTER TABLE "round_rank_snapshots" DROP CONSTRAINT "round_rank_snapshots_competition_id_competitions_id_fk";
