-- Trigram indexes for accent-insensitive search, combined with shop_id through btree_gin.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
