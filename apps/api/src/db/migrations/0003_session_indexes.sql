CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "restock_requests_session_idx" ON "restock_requests" USING btree ("session_id");