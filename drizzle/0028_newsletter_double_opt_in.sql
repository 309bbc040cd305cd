ALTER TABLE "leads" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Newsletter leads taken before double opt-in (ADR 059 copied them in as `subscribed`) get the
-- unsubscribe token every mailing's link and List-Unsubscribe header carry (ADR 063): 256 random
-- bits from two version-4 UUIDs (244 of them random), URL-safe base64 like the tokens the server makes.
UPDATE "leads"
SET "unsubscribe_token" = rtrim(translate(encode(decode(
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'
    ), 'base64'), '+/', '-_'), '=')
WHERE "kind" = 'newsletter' AND "unsubscribe_token" IS NULL;
