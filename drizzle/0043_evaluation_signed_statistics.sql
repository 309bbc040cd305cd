-- ADR 085: an "Evaluation passed" certificate signs its challenge statistics and mentor. Those
-- issued before keep their signature over the contents of every kind, and say so (false).
ALTER TABLE "evaluation_certificates" ADD COLUMN "signed" boolean DEFAULT false NOT NULL;
