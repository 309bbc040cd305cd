import type { App } from '../types.ts';

/** A one-click body is a few dozen bytes (RFC 8058); anything near this is not one. */
export const ONE_CLICK_BODY_LIMIT = 4096;

/**
 * RFC 8058's one-click POST bodies, for the plugin context of an unsubscribe route only (ADR 063):
 * mail providers send `List-Unsubscribe=One-Click` as multipart/form-data or form-urlencoded, and
 * only there are form bodies parsed, so no other route takes a cross-site form post. The site's
 * own pages post JSON.
 */
export function acceptOneClickBodies(app: App): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) =>
      done(
        null,
        /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(String(body))
          ? { 'List-Unsubscribe': 'One-Click' }
          : {},
      ),
  );
}
