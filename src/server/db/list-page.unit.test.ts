import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsPattern, orderByOf } from './list-page.ts';
import { subscriptions, users } from './schema.ts';

const dialect = new PgDialect();
const orderBySql = (parts: ReturnType<typeof orderByOf>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('orderByOf', () => {
  const newestFirst = [
    { column: users.createdOn, direction: 'desc' },
    { column: users.id, direction: 'desc' },
  ] as const;

  it('writes the order as it is given', () => {
    expect(orderBySql(orderByOf(newestFirst))).toBe('"users"."created_on" desc, "users"."id" desc');
  });

  it('derives the order walked from the far end by flipping every direction, the id included', () => {
    expect(orderBySql(orderByOf(newestFirst, { reversed: true }))).toBe(
      '"users"."created_on" asc, "users"."id" asc',
    );
    const mixed = [
      { column: subscriptions.status, direction: 'asc' },
      { column: subscriptions.id, direction: 'desc' },
    ] as const;
    expect(orderBySql(orderByOf(mixed, { reversed: true }))).toBe(
      '"subscriptions"."status" desc, "subscriptions"."id" asc',
    );
  });
});

describe('containsPattern', () => {
  it('matches the trimmed text anywhere, with LIKE wildcards taken literally', () => {
    expect(containsPattern('  Ramesh ')).toBe('%Ramesh%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('   ')).toBeUndefined();
    expect(containsPattern(undefined)).toBeUndefined();
  });
});
