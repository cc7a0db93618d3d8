-- Same indexes, smaller pending lists (app/db/schema/app.ts): set in place rather than rebuilt.
ALTER INDEX "sample_requests_full_name_trgm_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "sample_requests_email_trgm_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "sample_requests_city_trgm_idx" SET (gin_pending_list_limit=128);
