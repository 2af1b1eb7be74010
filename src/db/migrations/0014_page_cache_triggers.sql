-- Issue 12 §2 (decision 0025): every write to what a cached page shows gives its tags a fresh version and tells
-- the app nodes (NOTIFY page_cache, payload '<tag> <version>'), whoever made the write: the seed command, an
-- admin call, later the content console, or psql.
CREATE FUNCTION page_cache_bump(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v text := gen_random_uuid()::text;
  t text;
BEGIN
  FOREACH t IN ARRAY tags LOOP
    INSERT INTO page_cache_tags (tag, version, updated_at) VALUES (t, v, now())
      ON CONFLICT (tag) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at;
    PERFORM pg_notify('page_cache', t || ' ' || v);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION page_cache_page_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM page_cache_bump(ARRAY['page:' || OLD.url_path]);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.url_path IS DISTINCT FROM OLD.url_path) THEN
    PERFORM page_cache_bump(ARRAY['page:' || NEW.url_path]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION page_cache_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM page_cache_bump(TG_ARGV::text[]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_pages_page_cache AFTER INSERT OR UPDATE OR DELETE ON content_pages
  FOR EACH ROW EXECUTE FUNCTION page_cache_page_row();
--> statement-breakpoint
CREATE TRIGGER content_pages_page_cache_truncate AFTER TRUNCATE ON content_pages
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('all');
--> statement-breakpoint
CREATE TRIGGER redirections_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirections
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('redirects');
--> statement-breakpoint
CREATE TRIGGER site_chrome_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_chrome
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('chrome');
--> statement-breakpoint
CREATE TRIGGER partners_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('partners');
--> statement-breakpoint
CREATE TRIGGER forms_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forms
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('forms');
--> statement-breakpoint
CREATE TRIGGER option_lists_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_lists
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('forms');
--> statement-breakpoint
CREATE TRIGGER insurers_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON insurers
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER plans_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER rate_tables_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_tables
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER banks_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banks
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER banking_lookups_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banking_lookups
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER credit_cards_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON credit_cards
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER bank_loans_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_loans
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
--> statement-breakpoint
CREATE TRIGGER bank_accounts_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_statement('catalogue');
