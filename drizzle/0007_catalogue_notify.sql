-- The public catalogue is cached on every app instance (docs/decisions/018). Any change to the
-- tables it reads notifies the channel, whatever made it (the admin API, another instance, a
-- script, psql), and each instance empties its cache. Statement-level: a bulk change sends one
-- notification, and PostgreSQL folds identical notifications of one transaction into one, sent
-- only if it commits.
CREATE FUNCTION catalogue_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER programs_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER services_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
