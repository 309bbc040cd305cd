-- Substring search on the admin lists (ILIKE '%q%') uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
