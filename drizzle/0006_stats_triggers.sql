-- Dashboard counters kept current by statement-level triggers (transition tables), so a bulk
-- insert updates each counter once per statement, not once per row, and the analytics call
-- reads a few dozen rows instead of scanning every subscription and user.
CREATE FUNCTION subscription_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per (month, type, status); an update that changes none of them (the usual case
  -- for unrelated columns) writes nothing and locks no counter row.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subscription_stats AS s (month, resource_type, status, subscriptions, amount)
    SELECT date_trunc('month', created_on AT TIME ZONE 'Asia/Kolkata')::date, resource_type, status,
           count(*), coalesce(sum(offer_price), 0)
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, resource_type, status) DO UPDATE
      SET subscriptions = s.subscriptions + excluded.subscriptions, amount = s.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO subscription_stats AS s (month, resource_type, status, subscriptions, amount)
    SELECT date_trunc('month', created_on AT TIME ZONE 'Asia/Kolkata')::date, resource_type, status,
           -count(*), -coalesce(sum(offer_price), 0)
    FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, resource_type, status) DO UPDATE
      SET subscriptions = s.subscriptions + excluded.subscriptions, amount = s.amount + excluded.amount;
  ELSE
    INSERT INTO subscription_stats AS s (month, resource_type, status, subscriptions, amount)
    SELECT date_trunc('month', created_on AT TIME ZONE 'Asia/Kolkata')::date, resource_type, status, sum(n), sum(a)
    FROM (
      SELECT created_on, resource_type, status, -1 AS n, -offer_price::bigint AS a FROM old_rows
      UNION ALL
      SELECT created_on, resource_type, status, 1, offer_price::bigint FROM new_rows
    ) d
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(a) <> 0
    ON CONFLICT (month, resource_type, status) DO UPDATE
      SET subscriptions = s.subscriptions + excluded.subscriptions, amount = s.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_stats_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_apply();
--> statement-breakpoint
CREATE TRIGGER subscriptions_stats_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_apply();
--> statement-breakpoint
CREATE TRIGGER subscriptions_stats_delete AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_apply();
--> statement-breakpoint
CREATE FUNCTION user_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A login updates last_login: its net change is zero, so it writes and locks nothing here.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_stats AS s (status, users)
    SELECT status, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (status) DO UPDATE SET users = s.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_stats AS s (status, users)
    SELECT status, -count(*) FROM old_rows GROUP BY 1
    ON CONFLICT (status) DO UPDATE SET users = s.users + excluded.users;
  ELSE
    INSERT INTO user_stats AS s (status, users)
    SELECT status, sum(n) FROM (
      SELECT status, -1 AS n FROM old_rows UNION ALL SELECT status, 1 FROM new_rows
    ) d GROUP BY 1 HAVING sum(n) <> 0
    ON CONFLICT (status) DO UPDATE SET users = s.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_stats_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_stats_apply();
--> statement-breakpoint
CREATE TRIGGER users_stats_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_stats_apply();
--> statement-breakpoint
CREATE TRIGGER users_stats_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_stats_apply();
--> statement-breakpoint
-- Counts of the rows that existed before the triggers.
INSERT INTO subscription_stats (month, resource_type, status, subscriptions, amount)
SELECT date_trunc('month', created_on AT TIME ZONE 'Asia/Kolkata')::date, resource_type, status, count(*), coalesce(sum(offer_price), 0)
FROM subscriptions GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO user_stats (status, users) SELECT status, count(*) FROM users GROUP BY 1;
