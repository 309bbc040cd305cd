import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type EndpointSchema, endpointAccess, endpointSchemas } from './endpoint-schemas.ts';
import { endpoints, fillPath, pathParams } from './endpoints.ts';

describe('the endpoint table and its schemas', () => {
  it('reads each request line back into method, path and success status', () => {
    expect(endpoints.contactSubmit).toEqual({
      name: 'contactSubmit',
      method: 'POST',
      path: '/contact/submit',
      status: 201,
    });
    expect(endpoints.adminUserEdit).toEqual({
      name: 'adminUserEdit',
      method: 'PUT',
      path: '/admin/user/:id',
      status: 200,
    });
    expectTypeOf(endpoints.contactSubmit.status).toEqualTypeOf<201>();
    expectTypeOf(endpoints.adminUserEdit.method).toEqualTypeOf<'PUT'>();
    expectTypeOf(endpoints.adminUserEdit.path).toEqualTypeOf<'/admin/user/:id'>();
    for (const entry of Object.values(endpoints)) {
      expect(['GET', 'POST', 'PUT', 'DELETE'], entry.name).toContain(entry.method);
      expect(entry.path, entry.name).toMatch(/^\/[a-z]/);
      expect([200, 201, 303], entry.name).toContain(entry.status);
      // A redirect is for a browser following a link: a GET, never a change a script posts.
      if (entry.status === 303) expect(entry.method, entry.name).toBe('GET');
    }
    expect(endpoints.newsletterUnsubscribePage.status).toBe(303);
    expectTypeOf(endpoints.newsletterUnsubscribePage.status).toEqualTypeOf<303>();
  });

  it('name the same endpoints', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, entry] of Object.entries(endpoints)) expect(entry.name).toBe(name);
  });

  it('give each path parameter a schema, and no parameter schema a field the path lacks', () => {
    for (const entry of Object.values(endpoints)) {
      const schemas = endpointSchemas[entry.name];
      const declared =
        'params' in schemas && schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape) : [];
      expect(declared.sort(), entry.name).toEqual(pathParams(entry.path).sort());
    }
  });

  it('takes a body only on POST and PUT, a querystring only on GET or beside a raw body', () => {
    // A chunk of a resumable upload (ADR 025) is raw bytes: its offset cannot travel in the body.
    const rawBodyRoutes: readonly string[] = [endpoints.adminMediaUploadChunk.name];
    for (const entry of Object.values(endpoints)) {
      const schemas = endpointSchemas[entry.name];
      if ('body' in schemas) expect(['POST', 'PUT'], entry.name).toContain(entry.method);
      if ('querystring' in schemas && !rawBodyRoutes.includes(entry.name))
        expect(entry.method, entry.name).toBe('GET');
    }
  });

  it('gives every endpoint a summary of its own, short and in words', () => {
    const summaries = Object.values(endpointSchemas).map((schemas) => schemas.summary);
    for (const summary of summaries) {
      expect(summary).toMatch(/^[A-Z][^.]*[a-zA-Z]$/);
      expect(summary.length, summary).toBeLessThanOrEqual(60);
    }
    expect(new Set(summaries).size).toBe(summaries.length);
    // @ts-expect-error A summary is required: an entry without one fails the type check.
    const unsummarised: EndpointSchema = { response: z.unknown(), errors: [] };
    expect(unsummarised).toBeDefined();
  });

  it('reads a body either through Fastify or from the stream, never both, and only on POST and PUT', () => {
    for (const entry of Object.values(endpoints)) {
      const schemas: EndpointSchema = endpointSchemas[entry.name];
      expect(schemas.body !== undefined && schemas.streamedBody !== undefined, entry.name).toBe(false);
      if (schemas.streamedBody || schemas.bodyType)
        expect(['POST', 'PUT'], entry.name).toContain(entry.method);
      if (schemas.bodyType) expect(schemas.body ?? schemas.streamedBody, entry.name).toBeDefined();
    }
  });

  it('tells who may call each endpoint from its entry', () => {
    // Login's 401 is a wrong password, not a missing token; the outline and lessons take either.
    expect(endpointAccess('login')).toBe('public');
    expect(endpointAccess('register')).toBe('public');
    expect(endpointAccess('programAll')).toBe('public');
    expect(endpointAccess('certificatePdf')).toBe('public');
    expect(endpointAccess('paymentWebhook')).toBe('public');
    expect(endpointAccess('mediaHls')).toBe('public');
    expect(endpointAccess('course')).toBe('token-optional');
    expect(endpointAccess('lesson')).toBe('token-optional');
    expect(endpointAccess('profile')).toBe('signed-in');
    expect(endpointAccess('invoicePdf')).toBe('signed-in');
    expect(endpointAccess('attemptSubmit')).toBe('signed-in');
    expect(endpointAccess('adminMediaUpload')).toBe('admin');
    // An instructor uploads and attaches their session's recording (docs/product.md §20.6, §20.7).
    expect(endpointAccess('adminMediaUploadStart')).toBe('staff');
    expect(endpointAccess('adminSessionRecordingPut')).toBe('staff');
    expect(endpointAccess('adminBatchSessionAdd')).toBe('staff');
    for (const entry of Object.values(endpoints)) {
      // An admin route open to instructors too is 'staff' (docs/product.md §20.7).
      if (entry.path.startsWith('/admin/'))
        expect(['admin', 'staff'], entry.name).toContain(endpointAccess(entry.name));
    }
  });

  it('is unique by method and path', () => {
    const keys = Object.values(endpoints).map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('fillPath', () => {
  it('fills and encodes each path parameter', () => {
    expect(fillPath(endpoints.program.path, { id: 'pro trader/1' })).toBe('/program/pro%20trader%2F1');
    expect(fillPath(endpoints.resetPassword.path, { token: 'a?b' })).toBe('/auth/resetpassword/a%3Fb');
    expect(fillPath(endpoints.programAll.path)).toBe('/program/all');
  });
});
