-- The program page lists a program's open batches with their seats left (docs/product.md §20.1,
-- ADR 072) from the catalogue cache (ADR 018): any change to a batch, its seats counted by the
-- subscriptions trigger of migration 0034 included, empties the cache on every instance.
CREATE TRIGGER batches_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON batches
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
