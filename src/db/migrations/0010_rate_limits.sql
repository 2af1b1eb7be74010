-- Rate-limit counters (decision 0022). UNLOGGED by hand (drizzle has no option for it): a counter update writes
-- no WAL and its commit waits for no flush, about half the cost per API write; a clean restart of the app or of
-- PostgreSQL keeps the rows, a database crash or a failover empties the table (limits restart for one window).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
