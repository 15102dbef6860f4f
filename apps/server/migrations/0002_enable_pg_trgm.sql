-- Trigram search and similarity of names (clients, suppliers, contacts). PostgreSQL 13+ ships pg_trgm as a
-- trusted extension, so a database owner may create it; PGlite loads it in platform/db.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
