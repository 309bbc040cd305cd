/**
 * Fills the database (DATABASE_URL, else the embedded one under DATA_DIR) with a large, realistic
 * data set for the admin benchmarks: 100,000 users, 300,000 subscriptions and 5,000 contact
 * messages with Indian names, e-mails and dates over the last two years. The rows are generated
 * inside the database (generate_series), so it takes seconds, not minutes.
 *   npm run seed:large [-- --users 100000 --subscriptions 300000 --contacts 5000]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/accounts/password.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { ensureFirstAdmin, seedContent } from '../src/server/db/seed.ts';
import { createLogger } from '../src/server/logger.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    subscriptions: { type: 'string', default: '300000' },
    contacts: { type: 'string', default: '5000' },
  },
});
const USERS = Number(values.users);
const SUBSCRIPTIONS = Number(values.subscriptions);
const CONTACTS = Number(values.contacts);

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Karthik',
  'Rahul',
  'Amit',
  'Suresh',
  'Ramesh',
  'Venkat',
  'Harsha',
  'Nikhil',
  'Pranav',
  'Siddharth',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pooja',
  'Priya',
  'Divya',
  'Lakshmi',
  'Sneha',
  'Kavya',
  'Meera',
  'Neha',
  'Shreya',
  'Aishwarya',
  'Deepika',
  'Swathi',
  'Harini',
  'Farhan',
  'Imran',
  'Ayesha',
  'Zoya',
  'Gurpreet',
  'Harpreet',
  'Joseph',
  'Mary',
  'Thomas',
  'Anjali',
  'Ritu',
  'Sunita',
  'Manoj',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Reddy',
  'Rao',
  'Naidu',
  'Iyer',
  'Iyengar',
  'Nair',
  'Menon',
  'Pillai',
  'Patel',
  'Shah',
  'Mehta',
  'Desai',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Patil',
  'Chowdary',
  'Goud',
  'Yadav',
  'Singh',
  'Kaur',
  'Gill',
  'Khan',
  'Qureshi',
  'Siddiqui',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Bose',
  'Ghosh',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Agarwal',
  'Jain',
  'Bhat',
  'Hegde',
  'Shetty',
  'Kumar',
  'Krishnan',
  'Subramanian',
];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com', 'icloud.com'];
const CITIES = [
  'Hyderabad',
  'Bengaluru',
  'Chennai',
  'Mumbai',
  'Pune',
  'Delhi',
  'Kolkata',
  'Vijayawada',
  'Warangal',
  'Kochi',
];
const MESSAGES = [
  'When does the next Swing Trader batch start, and are classes recorded?',
  'Is the Financial Literacy program suitable for my parents who are retired?',
  'Can I pay the Pro Trader fee in two instalments?',
  'I registered but did not receive the verification code. Please help.',
  'Do you offer weekend batches for working professionals?',
  'Please share the syllabus of the Wealth Management program and when it opens.',
  'Is there a certificate after completing the program?',
  'I want to know more about the evaluation before live trading.',
  'Are the sessions in English or Telugu?',
  'Can I get a GST invoice for my subscription?',
];

const array = (items: readonly string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);
const pick = (items: readonly string[]) => sql`(${array(items)})[1 + floor(random() * ${items.length})::int]`;

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const t = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

async function main() {
  const config = loadConfig();
  const log = createLogger('info');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const started = performance.now();

  await database.withStartupLock(async (locked) => {
    await migrateDatabase(database, locked);
    await seedContent(locked, log);
    await ensureFirstAdmin(locked, config, log);
  });
  // Building the trigram (GIN) indexes once after the load is far faster than updating them for
  // every row: drop them for the duration, and put them back whatever happens.
  const ginIndexes = (
    (await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in ('users', 'subscriptions', 'contact_messages')
        and indexdef ilike '%using gin%'`)) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const index of ginIndexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
  try {
    await load(db);
  } finally {
    await step(`rebuild ${ginIndexes.length} trigram indexes`, async () => {
      for (const index of ginIndexes) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
          await tx.execute(sql.raw(index.indexdef));
        });
      }
    });
  }
  await step('analyze', () => db.execute(sql`analyze`));
  const counts = (await db.execute(sql`
    select (select count(*) from users) as users, (select count(*) from subscriptions) as subscriptions,
           (select count(*) from contact_messages) as contacts`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  console.log('rows now:', counts.rows[0]);
  console.log(`total: ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind}`);
  await database.close();
}

async function load(db: Database): Promise<void> {
  // Nobody can log in as a generated learner: they share one hash of a random password.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const run = `${Date.now().toString(36)}`;

  await step(`${USERS} users`, () =>
    db.execute(sql`
      insert into users (name, email, mobile, password_hash, status, role, created_on, last_login, last_login_ip)
      select f || ' ' || l,
             lower(f) || '.' || lower(l) || '.' || ${run} || i || '@' || ${pick(DOMAINS)},
             (6 + floor(random() * 4))::int::text || lpad(floor(random() * 1000000000)::bigint::text, 9, '0'),
             ${passwordHash},
             case when random() < 0.92 then 'active' else 'inactive' end,
             'user', created, created + random() * (now() - created),
             '49.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int
      from (
        select i, ${pick(FIRST)} as f, ${pick(LAST)} as l, now() - random() * interval '730 days' as created
        from generate_series(1, ${USERS}) as i
      ) g`),
  );

  // Each learner gets up to six distinct resources, so the one-current-subscription rule holds.
  await step(`${SUBSCRIPTIONS} subscriptions`, () =>
    db.execute(sql`
      with learners as (
        select id, name, email, created_on, row_number() over (order by id) - 1 as n,
               count(*) over () as total
        from users where role = 'user'
      ), resources as (
        select id, title, offer_price, offering_type, 'program' as type, row_number() over (order by created_on) - 1 as k
        from programs
        union all
        select id, title, offer_price, offering_type, 'service', 100 + row_number() over (order by created_on) - 1
        from services
      ), numbered as (
        select id, title, offer_price, offering_type, type, row_number() over (order by k) - 1 as k, count(*) over () as kinds
        from resources
      )
      insert into subscriptions (user_id, user_name, user_email, resource_type, resource_id, resource_title,
                                 offer_price, status, created_on, updated_on)
      select u.id, u.name, u.email, r.type, r.id, r.title,
             case when r.offering_type = 'FREE' then 0 else r.offer_price end,
             case when random() < 0.2 then 'pending' when random() < 0.85 then 'active' else 'rejected' end,
             at, at
      from (
        select i, (i % (select total from learners limit 1)) as n, (i / (select total from learners limit 1)) as slot,
               now() - random() * interval '730 days' as at
        from generate_series(0, ${SUBSCRIPTIONS} - 1) as i
      ) s
      join learners u on u.n = s.n
      join numbered r on r.k = (s.slot + u.n) % r.kinds`),
  );

  await step(`${CONTACTS} contact messages`, () =>
    db.execute(sql`
      insert into contact_messages (name, email, subject, message, submitted_at)
      select f || ' ' || l, lower(f) || '.' || lower(l) || i || '@' || ${pick(DOMAINS)},
             'Enquiry from ' || ${pick(CITIES)}, ${pick(MESSAGES)}, now() - random() * interval '730 days'
      from (select i, ${pick(FIRST)} as f, ${pick(LAST)} as l from generate_series(1, ${CONTACTS}) as i) g`),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
