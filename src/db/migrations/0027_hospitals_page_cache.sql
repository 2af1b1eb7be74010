-- Decision 0093: the hospital list and hospital pages (and HOSPITALS_NETWORK blocks) are cached under the
-- 'catalogue' tag; a write to the places, the cities or the networks gives it a fresh version, like insurers and plans.
CREATE TRIGGER cities_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER hospitals_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hospitals
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER hospital_networks_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hospital_networks
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
