import type { KeyObject } from 'node:crypto';
import type { CertificateIssuer } from '../certificates/index.ts';
import { CertificateSigner, loadSigningKey } from '../certificates/index.ts';
import type { AppConfig } from '../config.ts';
import { sendModuleUnlockMail } from '../courses/index.ts';
import type { Database } from '../db/client.ts';
import { offerFreedSeats, sendLiveChangeNotice, sendLiveReminder } from '../live/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { assembleMediaUpload, purgeAbandonedUploads, transcodeMedia } from '../media/index.ts';
import { sendDailyDigests } from '../notifications/index.ts';
import type { RazorpayClient } from '../payments/index.ts';
import { retryRefund } from '../payments/index.ts';
import { applyRetention, eraseAccount, expireExport, prepareExport } from '../privacy/index.ts';
import { gradeAttemptAtDeadline } from '../quizzes/index.ts';
import type { JobTasks } from './index.ts';

export interface JobDependencies {
  db: Database;
  mediaStorage: MediaStorage;
  /** PUBLIC_URL, for links in mails. */
  publicUrl: string;
  /** CERT_SIGNING_KEY, when set (else the key kept in the database): a quiz graded at its deadline may complete a program. */
  certSigningKey?: KeyObject | undefined;
  /** Online payment (ADR 029): the settings and the Razorpay client, for the refund retries. */
  payments?: { config: AppConfig; razorpay: RazorpayClient } | undefined;
  /** Takes the daily backup (backups/, ADR 043); undefined where BACKUP_SCHEDULE is off. */
  backup?: (() => Promise<void>) | undefined;
}

/** The task of every job name, bound to the app's services. */
export function createJobTasks(deps: JobDependencies): JobTasks {
  let signer: Promise<CertificateSigner> | undefined;
  const certificateIssuer = async (): Promise<CertificateIssuer> => {
    signer ??= loadSigningKey(deps.db, deps.certSigningKey).then(({ key }) => new CertificateSigner(key));
    return { signer: await signer, publicUrl: deps.publicUrl };
  };
  return {
    'transcode-media': (payload) => transcodeMedia(deps.db, deps.mediaStorage, payload.media_id),
    'assemble-media-upload': (payload) => assembleMediaUpload(deps.db, deps.mediaStorage, payload),
    'purge-media-uploads': async () => {
      await purgeAbandonedUploads(deps.db, deps.mediaStorage);
    },
    'purge-expired-rows': async () => {
      await applyRetention(deps.db);
    },
    'module-unlock-mail': async (payload) => {
      await sendModuleUnlockMail(deps.db, payload, deps.publicUrl);
    },
    'quiz-deadline': async (payload) =>
      gradeAttemptAtDeadline(deps.db, payload.attempt_id, await certificateIssuer()),
    'payment-refund': async (payload) => {
      // Without the settings (they were removed since) there is no Razorpay to ask: the refund
      // stays pending, and the job fails so that it is retried once they are back.
      if (!deps.payments) throw new Error('payment-refund: online payment is not configured');
      await retryRefund(deps.db, deps.payments.razorpay, deps.payments.config, payload.refund_id);
    },
    'privacy-erase': (payload) => eraseAccount(deps.db, payload.user_id),
    'live-reminder': (payload) => sendLiveReminder(deps.db, payload, deps.publicUrl),
    'live-session-changed': (payload) => sendLiveChangeNotice(deps.db, payload, deps.publicUrl),
    'privacy-export': (payload) =>
      prepareExport(deps.db, deps.mediaStorage, payload.export_id, deps.publicUrl),
    'privacy-export-expire': (payload) => expireExport(deps.db, deps.mediaStorage, payload),
    'batch-seat-freed': (payload) =>
      offerFreedSeats(deps.db, payload.batch_id, {
        publicUrl: deps.publicUrl,
        paymentsOn: deps.payments !== undefined,
      }),
    'notification-digest': async () => {
      await sendDailyDigests(deps.db);
    },
    'backup-database': async () => {
      // A job queued before BACKUP_SCHEDULE was turned off: nothing to do, and nothing to retry.
      if (!deps.backup) return;
      await deps.backup();
    },
  };
}
