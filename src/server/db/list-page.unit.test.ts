import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsAnywhere, containsPattern, orderByOf } from './list-page.ts';
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

describe('containsAnywhere', () => {
  const whereSql = (condition: ReturnType<typeof containsAnywhere>) =>
    condition ? dialect.sqlToQuery(condition) : undefined;

  it('matches the text in any of the columns, case-insensitively, with % and _ taken literally', () => {
    expect(whereSql(containsAnywhere(' 50%_off ', [users.name, users.email]))).toMatchObject({
      sql: '("users"."name" ilike $1 or "users"."email" ilike $2)',
      params: ['%50\\%\\_off%', '%50\\%\\_off%'],
    });
  });

  it('is no condition at all for an empty or blank search', () => {
    expect(containsAnywhere(undefined, [users.name])).toBeUndefined();
    expect(containsAnywhere('   ', [users.name])).toBeUndefined();
  });
});
