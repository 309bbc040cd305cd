import { API_BASE, endpoints, fillPath } from '@contract/endpoints.ts';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIMITS,
  type UnsubscribeScope,
} from '@contract/notifications.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { COMPANY_NAME, layoutMail, type RenderedMail } from '../mail/index.ts';
import type { NotificationMailSettings } from './settings.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The store's mails (docs/product.md §21, ADR 077): one per notification, or the evening digest.
 * Each carries its reader's one-click unsubscribe (RFC 8058): the page's link in the text, and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers with the API's address, as the newsletter's
 * mails do (ADR 063). Texts are plain: a notification's title and body are plain text.
 */

export interface MailedNotification {
  kind: keyof typeof NOTIFICATION_KIND_LABELS;
  title: string;
  body: string;
  link: string;
}

function unsubscribeLinks(settings: NotificationMailSettings, userId: string, scope: UnsubscribeScope) {
  const token = unsubscribeToken(settings.secret, userId, scope);
  return {
    page: `${settings.publicUrl}${pagePath('notificationsUnsubscribe', { token })}`,
    oneClick: `${settings.publicUrl}${API_BASE}${fillPath(endpoints.notificationUnsubscribe.path, { token })}`,
  };
}

function withUnsubscribe(mail: RenderedMail, oneClick: string): RenderedMail {
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const choicesLink = (publicUrl: string) => `${publicUrl}${CLIENT_ROUTES.profile}#notifications`;

/** One notification, mailed at once. */
export function notificationMail(
  settings: NotificationMailSettings,
  userId: string,
  notification: MailedNotification,
): RenderedMail {
  const links = unsubscribeLinks(settings, userId, notification.kind as UnsubscribeScope);
  const what = NOTIFICATION_KIND_LABELS[notification.kind].toLowerCase();
  return withUnsubscribe(
    layoutMail({
      subject: notification.title.slice(0, LIMITS.mailSubject),
      paragraphs: [
        notification.title,
        ...(notification.body ? [notification.body] : []),
        `Open it: ${settings.publicUrl}${notification.link}`,
        `To stop e-mails about ${what}, unsubscribe in one click: ${links.page}`,
      ],
      footer: `You receive this because you have an account on ${COMPANY_NAME} and chose e-mails about ${what}. Change your choices on your profile: ${choicesLink(settings.publicUrl)}`,
    }),
    links.oneClick,
  );
}

/** The evening digest: the day's unread notifications of the kinds the learner gets daily. */
export function digestMail(
  settings: NotificationMailSettings,
  userId: string,
  items: readonly MailedNotification[],
  total = items.length,
): RenderedMail {
  const links = unsubscribeLinks(settings, userId, 'digest');
  const count = total === 1 ? '1 new notification' : `${total} new notifications`;
  return withUnsubscribe(
    layoutMail({
      subject: `${COMPANY_NAME}: ${count} today`,
      paragraphs: [
        `You have ${count} from the last day:`,
        ...items.map((item) =>
          [item.title, item.body, `${settings.publicUrl}${item.link}`].filter(Boolean).join('\n'),
        ),
        `${total > items.length ? `And ${total - items.length} more. ` : ''}See them all: ${settings.publicUrl}${CLIENT_ROUTES.notifications}`,
        `To stop the daily digest, unsubscribe in one click: ${links.page}`,
      ],
      footer: `You receive this digest at ${NOTIFICATION_LIMITS.digestHourIst} IST because you chose a daily digest for some notifications on ${COMPANY_NAME}. Change your choices on your profile: ${choicesLink(settings.publicUrl)}`,
    }),
    links.oneClick,
  );
}
