/**
 * What the store needs to write a mail's links: PUBLIC_URL and the server secret that signs the
 * unsubscribe tokens (ADR 077). Given once when the app is built (app.ts), so that any area can call
 * `notify(tx, …)` inside its own transaction without passing them along. The last app built in a
 * process wins; a process runs one (tests that build a second one give it the same secret).
 */
export interface NotificationMailSettings {
  publicUrl: string;
  secret: string;
}

let settings: NotificationMailSettings | undefined;

export function configureNotificationMail(value: NotificationMailSettings): void {
  settings = value;
}

export function notificationMailSettings(): NotificationMailSettings {
  if (!settings) throw new Error('notifications: configureNotificationMail was not called (app.ts does it)');
  return settings;
}
