import { inspect } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hashPassword } from '../accounts/password.ts';
import { createSession } from '../accounts/sessions.ts';
import { RATE_LIMIT_DEFAULTS } from '../config.ts';
import {
  contactMessages,
  courseModules,
  emailVerifications,
  lessons,
  marketBars,
  marketInstruments,
  programs,
  questionBanks,
  questions,
  quizAttempts,
  quizSettings,
  services,
  sessions,
  simAccounts,
  simEquity,
  simOrders,
  simPositions,
  subscriptions,
  users,
} from '../db/schema.ts';
import { seedContent } from '../db/seed.ts';
import { createLogger } from '../logger.ts';
import { startAttempt } from '../quizzes/attempts.ts';
import { sharedTestDatabase } from './database.ts';
import {
  createBank,
  createContactMessage,
  createModule,
  createQuizLesson,
  createSubscription,
  createUser,
  TEST_PASSWORD,
} from './factories.ts';
import { fuzzRunsPerRoute } from './fuzz-runs.ts';
import { buildTestApp } from './harness.ts';

/*
 * Hostile input for every API route the app registers (its route table, so a new route is fuzzed
 * without editing this file): bodies, path parameters and query strings with NUL and other
 * control characters, lone UTF-16 surrogates, 1 MB strings, deep nesting, wrong types and
 * prototype keys, sent as an anonymous visitor, a learner and an admin. No answer may be a 5xx,
 * every error is `{ message }` without a stack, and the API still answers its health check.
 *
 * `npm test` sends FUZZ_BUDGET cases (default 20,000) spread evenly over every route, at least 50
 * a route, so the suite's time stays put as routes are added (ADR 082); FUZZ_RUNS sets the cases
 * per route instead (`npm run fuzz` sends 1,000). When a property fails, fast-check prints its
 * seed and the path of the smallest failing case: FUZZ_SEED (with FUZZ_PATH for that one case)
 * replays it, with `-t` naming the route; FUZZ_LOG=error shows the server's log of a 5xx.
 */

/**
 * Defines the fuzz tests for the routes `include` picks. Called at the top of a test file; two
 * files share the routes between them so that Vitest runs them on two workers at once.
 */
export async function fuzzSuite(include: (url: string) => boolean, expected: string[]): Promise<void> {
  const REPLAY = process.env.FUZZ_SEED
    ? {
        seed: Number(process.env.FUZZ_SEED),
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      }
    : {};

  // Limits stay in force but far away, so that valid-looking cases get past them to the database.
  const noRateLimits = Object.fromEntries(
    Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [`RATE_LIMIT_${name}`, '999999/1']),
  );
  const { app, mail, outbox } = await buildTestApp({
    ...noRateLimits,
    LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent',
  });
  const { db } = await sharedTestDatabase();
  const passwordHash = await hashPassword(TEST_PASSWORD);

  const API_ROUTES = app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
  const ROUTES = API_ROUTES.filter((route) => include(route.url));
  const RUNS = fuzzRunsPerRoute(API_ROUTES.length, process.env);
  type Route = (typeof ROUTES)[number];

  // ---------------------------------------------------------------------------------------------
  // Fixtures: two accounts with sessions, an address verified for registration, the seed's programs
  // and services, a subscription, a contact message, and a question bank with a quiz lesson and an
  // attempt at it (the admin's, since admins may take quizzes). Generated cases name them by reference,
  // resolved when a case is sent, and a case that changed something puts them back.

  const REF_NAMES = [
    'adminId',
    'learnerId',
    'programId',
    'serviceId',
    'subscriptionId',
    'contactId',
    'bankId',
    'questionId',
    'optionId',
    'quizLessonId',
    'attemptId',
    /** The admin's simulator account (a replay on the fixture's bars) and an open order of it. */
    'simAccountId',
    'simOrderId',
    'adminEmail',
    'learnerEmail',
    'verifiedEmail',
    /** An address no case has used yet, so that "new account" and sign-up paths stay reachable. */
    'freshEmail',
  ] as const;
  type RefName = (typeof REF_NAMES)[number];

  class Ref {
    constructor(readonly name: RefName) {}
  }

  type FixtureRow = [PgTable, Record<string, unknown>];

  interface Fixture {
    refs: Record<Exclude<RefName, 'freshEmail'>, string>;
    tokens: { learner: string; admin: string };
    /** The fixture's rows as created, parents first, to write back after a case changed them. */
    rows: FixtureRow[];
  }

  const VERIFIED_EMAIL = 'fuzz.verified@example.in';
  /** Trading days of the fixture's bars, long past the lag. */
  const SIM_DAYS = ['2026-01-05', '2026-01-06', '2026-01-07'];

  /** Verifies an address the way a visitor does, with the code from the e-mail. */
  async function verifyThroughTheApi(email: string): Promise<void> {
    await app.inject({ method: 'POST', url: '/api/auth/sendemailverificationcode', payload: { email } });
    await outbox.flush();
    const sent = mail.sent.findLast((message) => message.to.includes(email));
    const otp = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1];
    const res = await app.inject({ method: 'POST', url: '/api/auth/verifyemail', payload: { email, otp } });
    if (res.statusCode !== 200) throw new Error(`could not verify the fixture address: ${res.body}`);
  }

  async function createFixture(): Promise<Fixture> {
    await seedContent(db, createLogger('silent'));
    const [program] = await db.select().from(programs).where(eq(programs.slug, 'pro-trader'));
    const [service] = await db.select().from(services).limit(1);
    const admin = await createUser(db, { role: 'admin', email: 'fuzz.admin@fintrain.test', passwordHash });
    const learner = await createUser(db, { email: 'fuzz.learner@example.in', passwordHash });
    const subscription = await createSubscription(db, learner, program!);
    const contact = await createContactMessage(db);
    const { bank, questions: bankQuestions } = await createBank(db, 3);
    const module = await createModule(db, program!);
    const quiz = await createQuizLesson(db, module, bank, { questionCount: 2 });
    const { attempt_id } = await startAttempt(db, admin, quiz.lesson.id);
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt_id));
    await db.insert(marketInstruments).values({ symbol: 'INFY', isin: null, name: 'Infosys' });
    await db.insert(marketBars).values(
      SIM_DAYS.map((date) => ({
        symbol: 'INFY',
        date,
        open: 10_000,
        high: 10_500,
        low: 9_500,
        close: 10_100,
        volume: 1000,
      })),
    );
    const [simAccount] = await db
      .insert(simAccounts)
      .values({
        userId: admin.id,
        mode: 'replay',
        startDate: SIM_DAYS[0]!,
        simDate: SIM_DAYS[0]!,
        startingCapital: 100_000_000,
        cash: 100_000_000,
        brokerage: 2000,
        lastEquity: 100_000_000,
        peakEquity: 100_000_000,
        drawdownPeak: 100_000_000,
        drawdownTrough: 100_000_000,
      })
      .returning();
    const [simOrder] = await db
      .insert(simOrders)
      .values({
        accountId: simAccount!.id,
        symbol: 'INFY',
        side: 'buy',
        type: 'limit',
        product: 'CNC',
        validity: 'GTC',
        quantity: 1,
        limitPrice: 9_000,
        placedDate: SIM_DAYS[0]!,
        reservedCash: 11_000,
      })
      .returning();
    const client = { ip: '127.0.0.1', userAgent: 'fuzz' };
    const tokens = {
      admin: await createSession(db, admin.id, client),
      learner: await createSession(db, learner.id, client),
    };
    const sessionRows = await db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [admin.id, learner.id]));
    await verifyThroughTheApi(VERIFIED_EMAIL);
    const verification = await db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, VERIFIED_EMAIL));
    return {
      refs: {
        adminId: admin.id,
        learnerId: learner.id,
        programId: program!.id,
        serviceId: service!.id,
        subscriptionId: subscription.id,
        contactId: contact.id,
        bankId: bank.id,
        questionId: bankQuestions[0]!.id,
        optionId: bankQuestions[0]!.options[0]!.id,
        quizLessonId: quiz.lesson.id,
        attemptId: attempt_id,
        simAccountId: simAccount!.id,
        simOrderId: simOrder!.id,
        adminEmail: admin.email,
        learnerEmail: learner.email,
        verifiedEmail: VERIFIED_EMAIL,
      },
      tokens,
      rows: [
        [users, admin],
        [users, learner],
        ...sessionRows.map((row): FixtureRow => [sessions, row]),
        ...verification.map((row): FixtureRow => [emailVerifications, row]),
        [programs, program!],
        [services, service!],
        [subscriptions, subscription],
        [contactMessages, contact],
        [questionBanks, bank],
        ...bankQuestions.map((row): FixtureRow => [questions, row]),
        [courseModules, module],
        [lessons, quiz.lesson],
        [quizSettings, quiz.settings],
        [quizAttempts, attempt!],
        // The bars and the instrument are not listed: no route fuzzed here changes them.
        [simAccounts, simAccount!],
        [simOrders, simOrder!],
      ],
    };
  }

  /**
   * Puts the fixture back as created: its rows are upserted by primary key (deleted rows return,
   * edited ones are reset, revoked sessions live again, the verified address is unused again) and
   * an account registered with that address goes. Much cheaper than emptying the database; other
   * rows a case added stay, and no case depends on their absence.
   */
  async function restoreFixture(): Promise<void> {
    await db.delete(users).where(eq(users.email, VERIFIED_EMAIL));
    // The simulator account goes back to its first day: what later days added goes with it.
    const account = fixture.refs.simAccountId;
    await db.delete(simEquity).where(eq(simEquity.accountId, account));
    await db.delete(simPositions).where(eq(simPositions.accountId, account));
    await db.delete(simOrders).where(eq(simOrders.accountId, account));
    for (const [table, row] of fixture.rows) {
      const key = getTableConfig(table).columns.filter((column) => column.primary);
      await db.insert(table).values(row).onConflictDoUpdate({ target: key, set: row });
    }
  }

  let fixture: Fixture;
  beforeEach(async () => {
    fixture = await createFixture();
  });

  let freshEmails = 0;

  /** Replaces references by the current fixture's values, at any depth. */
  function resolve(value: unknown): unknown {
    if (value instanceof Ref) {
      if (value.name === 'freshEmail') return `fuzz.new${++freshEmails}@example.in`;
      return fixture.refs[value.name];
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
    }
    return value;
  }

  // ---------------------------------------------------------------------------------------------
  // Values. "Plausible" values are what a real client sends; for each field of a route's schema,
  // those the field accepts are its valid values, so most cases are valid but for one or two
  // fields, and the hostile value gets as far as the handler and the database.

  const MEGABYTE = 'x'.repeat(1024 * 1024);
  const MEGABYTE_ENDING_IN_NUL = `${'x'.repeat(1024 * 1024 - 1)}\u0000`;

  const PLAUSIBLE: unknown[] = [
    ...REF_NAMES.map((name) => new Ref(name)),
    'Fuzz Learner',
    'A question about the Swing Trader batch\nwith a second line',
    '9876543210',
    '+91 98765 43210',
    '123456',
    TEST_PASSWORD,
    'Financial Literacy',
    'PAID',
    'FREE',
    'yes',
    'no',
    'program',
    'service',
    'active',
    'inactive',
    'rejected',
    'user',
    'admin',
    '/images/programs/default.svg',
    '<h3>Week 1</h3><p>Price action &amp; risk</p>',
    '&'.repeat(50_000),
    'pro-trader',
    '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
    '',
    '1',
    '2',
    0,
    1,
    4999,
    '4999',
    29_999,
    null,
    // The simulator's words, so that orders and accounts get past validation to the database.
    'INFY',
    'buy',
    'sell',
    'market',
    'limit',
    'stop',
    'stop_limit',
    'CNC',
    'MIS',
    'DAY',
    'GTC',
    'replay',
    'challenge',
    '100.00',
    '2026-01-05',
  ];

  /** The values a field accepts, with the current fixture. */
  function validValues(field: z.ZodType): unknown[] {
    const accepted = PLAUSIBLE.filter((value) => field.safeParse(resolve(value)).success);
    return accepted.length > 0 ? accepted : PLAUSIBLE;
  }

  /**
   * One of the values a field accepts. An unused or verified address is drawn more often than the
   * taken ones, so that sign-up and "add user" cases get as far as writing a row.
   */
  function validValue(field: z.ZodType | undefined): fc.Arbitrary<unknown> {
    const values = field ? validValues(field) : PLAUSIBLE;
    const weight = (value: unknown) =>
      value instanceof Ref && value.name === 'freshEmail'
        ? 3
        : value instanceof Ref && value.name === 'verifiedEmail'
          ? 2
          : 1;
    return fc.oneof(...values.map((value) => ({ weight: weight(value), arbitrary: fc.constant(value) })));
  }

  const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
  const protoObject = fc
    .constantFrom(
      '{"__proto__":{"role":"admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '{"prototype":{"polluted":true}}',
      '{"__proto__":null}',
    )
    .map((json) => JSON.parse(json) as unknown);

  /** Nested arrays or objects, `depth` levels deep. */
  const nested = (depth: number, kind: 'array' | 'object') => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
    return value;
  };

  const codeUnits = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
  const hostileString = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
        .map(([text, surrogate]) => `${text}${surrogate}`),
    },
    {
      // NUL first: PostgreSQL refuses it in text, so it is the likeliest way to a 500.
      weight: 8,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
        .map(([a, b]) => `${a}\u0000${b}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 0x9f }))
        .map(([text, unit]) => `${text}${String.fromCharCode(unit < 0x20 ? unit : 0x7f + (unit % 0x21))}`),
    },
    { weight: 2, arbitrary: fc.string({ unit: codeUnits, maxLength: 40 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '\u0000',
        '\uD800',
        '\uDFFF',
        'Fuzz\uD800Learner',
        '\uDBFF\uDBFF',
        '\u0085',
        '\u001B[31mred',
        'line\r\nbreak',
        '\t',
        '\u2028',
        '\uFEFF',
        '\u202Egnp.exe',
        '../../etc/passwd',
        '/images/../../etc/passwd',
        '/\\evil.example/x',
        '//evil.example/x.png',
        'https://evil.example/x.png',
        'javascript:alert(1)',
        "' or 1=1 --",
        '%',
        '%00',
        '%zz',
        '\\',
        '<script>alert(1)</script>',
        '<div>'.repeat(2000),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(101, 201, 255, 2001, 5001, 200_001).map((length) => 'é'.repeat(length)),
    },
    { weight: 1, arbitrary: fc.constantFrom(MEGABYTE, MEGABYTE_ENDING_IN_NUL) },
  );
  const wrongType = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(1e308, -1, -0, 2 ** 53, 0.5),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    protoObject,
    fc.integer({ min: 1, max: 300 }).map((depth) => nested(depth, 'array')),
    fc.integer({ min: 1, max: 300 }).map((depth) => nested(depth, 'object')),
  );
  const hostileValue = fc.oneof({ weight: 5, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });

  /** An object for a schema's fields: valid values, with up to two fields hostile and extra keys. */
  function objectFor(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
    const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
    const keys = Object.keys(shape);
    const valid = Object.fromEntries(keys.map((key) => [key, validValue(shape[key])]));
    const extraKey = fc.constantFrom(
      ...PROTOTYPE_KEYS,
      '_id',
      'role',
      'isAdmin',
      '',
      '\u0000',
      'x'.repeat(300),
    );
    const oneHostile = keys.length > 0 ? fc.constantFrom(...keys).map((key) => [key]) : fc.constant([]);
    const hostileKeys = fc.oneof(
      { weight: 1, arbitrary: fc.constant<string[]>([]) },
      { weight: 10, arbitrary: oneHostile },
      { weight: 2, arbitrary: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }) },
    );
    return fc
      .record({
        base: fc.record(valid),
        hostile: hostileKeys.chain((picked) =>
          fc.tuple(...picked.map((key) => fc.tuple(fc.constant(key), hostileValue))),
        ),
        missing: fc.oneof(
          { weight: 8, arbitrary: fc.constant<string[]>([]) },
          { weight: 1, arbitrary: fc.subarray(keys, { maxLength: Math.min(1, keys.length) }) },
        ),
        extra: fc.array(fc.tuple(extraKey, fc.oneof(hostileValue, protoObject)), { maxLength: 2 }),
      })
      .map(({ base, hostile, missing, extra }) => {
        const entries = Object.entries(base).filter(([key]) => !missing.includes(key));
        // Object.fromEntries defines '__proto__' as an own key, as JSON.parse would.
        return Object.fromEntries([...entries, ...hostile, ...extra]);
      });
  }

  // ---------------------------------------------------------------------------------------------
  // Requests.

  /** Percent-encodes every byte of the text's WTF-8 form, so a lone surrogate goes out as a client would send it. */
  function percentEncode(text: string): string {
    try {
      return encodeURIComponent(text);
    } catch {
      // A lone surrogate: encodeURIComponent refuses it, a careless client does not.
    }
    let out = '';
    for (const char of text) {
      const point = char.codePointAt(0)!;
      if (/^[A-Za-z0-9_.~-]$/.test(char)) {
        out += char;
        continue;
      }
      const bytes =
        point < 0x80
          ? [point]
          : point < 0x800
            ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
            : point < 0x10000
              ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
              : [
                  0xf0 | (point >> 18),
                  0x80 | ((point >> 12) & 63),
                  0x80 | ((point >> 6) & 63),
                  0x80 | (point & 63),
                ];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    }
    return out;
  }

  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

  type Role = 'anonymous' | 'learner' | 'admin';

  interface Case {
    role: Role;
    params: Record<string, { value: unknown; raw: boolean }>;
    query: [string, unknown][];
    body:
      | { kind: 'json'; value: unknown }
      | { kind: 'raw'; text: string; contentType: string | undefined }
      | null;
  }

  const RAW_SEGMENTS = ['%', '%zz', '%00', '%ED%A0%80', '%C0%80', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%FF'];
  const RAW_BODIES = fc.oneof(
    fc.constantFrom(
      '',
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"a":',
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '\u0000',
      '{"name":"\\u0000"}',
      '{"name":"\\ud800"}',
    ),
    fc.integer({ min: 1000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 1000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc.constant(`"${MEGABYTE}"`),
  );
  const CONTENT_TYPES = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
  );

  function caseFor(route: Route): fc.Arbitrary<Case> {
    const schema = route.schema as
      | { params?: { shape?: Record<string, z.ZodType> }; querystring?: unknown; body?: unknown }
      | undefined;
    const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
    const paramShape = schema?.params?.shape ?? {};
    const params = fc.record(
      Object.fromEntries(
        paramNames.map((name) => {
          const field = paramShape[name];
          const valid = validValue(field);
          return [
            name,
            fc.oneof(
              { weight: 4, arbitrary: valid.map((value) => ({ value, raw: false })) },
              { weight: 3, arbitrary: hostileString.map((value) => ({ value, raw: false })) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, raw: true })),
              },
            ),
          ];
        }),
      ),
    );
    const queryKey = fc.constantFrom('q', 'page', 'limit', ...PROTOTYPE_KEYS, 'q[]', '');
    const query = schema?.querystring
      ? fc.oneof(
          objectFor(schema.querystring).map((object) => Object.entries(object)),
          fc.array(
            fc.tuple(queryKey, fc.oneof(hostileString, fc.constantFrom('1', '-1', '1e9', 'NaN', ''))),
            {
              maxLength: 4,
            },
          ),
        )
      : fc.array(fc.tuple(queryKey, hostileString), { maxLength: 1 });
    const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
    const body: fc.Arbitrary<Case['body']> = takesBody
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: objectFor(schema?.body).map((value) => ({ kind: 'json' as const, value })),
          },
          { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(RAW_BODIES, CONTENT_TYPES)
              .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
          },
        )
      : fc.constant(null);
    const admin = route.url.startsWith('/api/admin/');
    const role = fc.oneof(
      { weight: 1, arbitrary: fc.constant<Role>('anonymous') },
      { weight: 1, arbitrary: fc.constant<Role>('learner') },
      { weight: admin ? 6 : 1, arbitrary: fc.constant<Role>('admin') },
    );
    return fc.record({ role, params, query, body });
  }

  async function send(route: Route, test: Case): Promise<LightMyRequestResponse> {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      const param = test.params[name]!;
      return param.raw ? String(param.value) : percentEncode(asText(resolve(param.value)));
    });
    const search = test.query
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(asText(resolve(value)))}`)
      .join('&');
    const headers: Record<string, string> = {};
    if (test.role !== 'anonymous') headers.authorization = `Bearer ${fixture.tokens[test.role]}`;
    let payload: string | undefined;
    if (test.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(resolve(test.body.value)) ?? 'null';
    } else if (test.body?.kind === 'raw') {
      if (test.body.contentType) headers['content-type'] = test.body.contentType;
      payload = test.body.text;
    }
    return app.inject({
      method: route.method as 'GET',
      url: search ? `${path}?${search}` : path,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** What a client must always get: no server error, and errors as `{ message }` without internals. */
  /**
   * An error is `{ message }`, plus only the fields the route's contract declares for that status
   * (`errorBodies`: a lesson's `unlocks_at`, an import's `errors`).
   */
  function checkAnswer(res: LightMyRequestResponse, route: Route): void {
    if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
    expect(res.body).not.toMatch(/"stack"|\n\s+at /);
    if (res.statusCode >= 400) {
      const body = res.json() as Record<string, unknown>;
      const declared = (route.schema?.response as Record<number, unknown> | undefined)?.[res.statusCode];
      const allowed =
        declared && typeof declared === 'object' && 'shape' in declared
          ? Object.keys(declared.shape as object)
          : ['message'];
      expect(Object.keys(body)).toContain('message');
      expect(Object.keys(body).filter((key) => !allowed.includes(key))).toEqual([]);
      expect(typeof body.message).toBe('string');
    }
  }

  const summary = { cases: 0, serverErrors: 0, started: performance.now() };
  afterAll(() => {
    const seconds = ((performance.now() - summary.started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${ROUTES.length} routes × ${RUNS} cases = ${summary.cases} requests, ${summary.serverErrors} × 5xx, ${seconds} s`,
    );
  });

  describe('hostile input', () => {
    it('finds the routes to fuzz in the app itself', () => {
      const urls = ROUTES.map((route) => `${route.method} ${route.url}`);
      expect(urls).toEqual(expect.arrayContaining(expected));
    });

    it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s never answers 5xx, and errors are { message } only',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (test) => {
            summary.cases += 1;
            const res = await send(route, test);
            if (res.statusCode >= 500) summary.serverErrors += 1;
            // A case that changed something puts the fixtures back, so every case starts alike.
            if (route.method !== 'GET' && res.statusCode < 400) await restoreFixture();
            try {
              checkAnswer(res, route);
            } catch (error) {
              throw new Error(`${inspect(test, { depth: 4, maxStringLength: 200 })}\n${String(error)}`);
            }
          }),
          { numRuns: RUNS, ...REPLAY },
        );
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        // No prototype key sent along the way reached Object.prototype.
        const blank = {} as Record<string, unknown>;
        expect([blank.role, blank.isAdmin, blank.polluted]).toEqual([undefined, undefined, undefined]);
      },
      Math.max(60_000, RUNS * 600),
    );
  });
}
