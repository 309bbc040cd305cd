import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../shared/errors.ts';
import { DOMAIN_ERROR_STATUS, domainErrorResponse, errorsPlugin } from './errors.ts';

describe('the domain error table', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['too_many', 429],
    ['unavailable', 503],
  ])('answers %s with %i and the message as it is', (kind, status) => {
    expect(domainErrorResponse(new DomainError(kind, 'What the user reads.'))).toEqual({
      status,
      headers: {},
      body: { message: 'What the user reads.' },
    });
  });

  it('maps every kind, and no two kinds to one status', () => {
    const statuses = Object.values(DOMAIN_ERROR_STATUS);
    expect(statuses).toHaveLength(8);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('tells a client past a limit when to try again, in whole seconds', () => {
    expect(domainErrorResponse(new DomainError('too_many', 'Wait.', 60)).headers).toEqual({
      'Retry-After': '60',
    });
    expect(domainErrorResponse(new DomainError('too_many', 'Wait.', 1.2)).headers).toEqual({
      'Retry-After': '2',
    });
  });

  it('carries the details an endpoint declares beside the message', () => {
    const error = new DomainError('forbidden', 'Not yet.', undefined, {
      unlocks_at: '2026-12-05T00:00:00.000Z',
    });
    expect(domainErrorResponse(error).body).toEqual({
      message: 'Not yet.',
      unlocks_at: '2026-12-05T00:00:00.000Z',
    });
  });

  it('is what the API answers when a handler throws a domain error', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/limited', async () => {
      throw new DomainError('too_many', 'Too many requests. Please wait 2 minutes and try again.', 90);
    });
    app.get('/missing', async () => {
      throw new DomainError('not_found', 'Program not found.');
    });
    const limited = await app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('90');
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait 2 minutes and try again.' });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['retry-after']).toBeUndefined();
    expect(missing.json()).toEqual({ message: 'Program not found.' });
    await app.close();
  });
});
