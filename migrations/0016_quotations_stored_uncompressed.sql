-- A quotation's row (about 2.9 kB, its answer as jsonb) is over the 2 kB at which PostgreSQL
-- compresses a row before storing it: that compression was 15% of a quote round's CPU on PGlite.
-- Rows up to a page (8160 bytes) are now stored as they are; rows already written stay compressed.
ALTER TABLE "quotations" SET (toast_tuple_target = 8160);
