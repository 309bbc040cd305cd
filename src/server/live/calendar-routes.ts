import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { calendarSession, feedSessions, toIcsEvent } from './calendar-events.ts';
import { feedOwner, getFeed, rotateFeed } from './calendar-feeds.ts';
import { ICS_CONTENT_TYPE, renderCalendar } from './ics.ts';
import { getLivePreferences, saveLivePreferences } from './reminders-preferences.ts';

const CALENDAR_NAME = 'FinTrain Academy live classes';

/**
 * Calendars of live classes (docs/product.md §20.4, ADR 074): the private feed (its token is the
 * only credential: calendar apps send no header), one session's .ics, and the profile's feed
 * address, its rotation and the reminder setting (§20.5).
 */
export default async function calendarRoutes(app: App) {
  const secret = loadAppSecret(app.config);
  const { publicUrl } = app.config;

  route(app, endpoints.calendarFeed, async (request, reply) => {
    const userId = await feedOwner(app.db, request.params.token);
    if (!userId) throw new DomainError('not_found', MESSAGES.generic.notFound);
    const sessions = await feedSessions(app.db, userId);
    const body = renderCalendar({
      name: CALENDAR_NAME,
      stamp: new Date(),
      events: sessions.map((row) => toIcsEvent(row, publicUrl)),
    });
    // Private to its holder (no-store, as every API answer): search engines do not index it either.
    return reply.header('content-type', ICS_CONTENT_TYPE).header('x-robots-tag', 'noindex').send(body);
  });

  await app.register(async (signedIn: App) => {
    signedIn.addHook('onRequest', app.authenticate);
    const feedOptions = (userId: string) => ({ secret, publicUrl, userId });

    route(signedIn, endpoints.liveSessionIcs, async (request, reply) => {
      const row = await calendarSession(app.db, requireSession(request).user, request.params.id);
      const body = renderCalendar({
        name: CALENDAR_NAME,
        stamp: new Date(),
        events: [toIcsEvent(row, publicUrl)],
      });
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="fintrain-class-${row.id}.ics"`)
        .send(body);
    });

    route(signedIn, endpoints.profileCalendar, async (request) =>
      getFeed(app.db, feedOptions(requireSession(request).user.id)),
    );

    route(signedIn, endpoints.profileCalendarRotate, async (request) =>
      rotateFeed(app.db, feedOptions(requireSession(request).user.id)),
    );

    route(signedIn, endpoints.profileLivePreferences, async (request) =>
      getLivePreferences(app.db, requireSession(request).user.id),
    );

    route(signedIn, endpoints.profileLivePreferencesSave, async (request) =>
      saveLivePreferences(app.db, requireSession(request).user.id, request.body),
    );
  });
}
