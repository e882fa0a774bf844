ALTER TABLE "round_rank_snapshots" DROP CONSTRAINT "round_rank_snapshots_user_id_users_id_fk";
