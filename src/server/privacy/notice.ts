import { MESSAGES } from '@contract/messages.ts';
import {
  type AdminNotice,
  indianDate,
  type NoticePublishSchema,
  type NoticeText,
} from '@contract/privacy.ts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.ts';
import { noticeVersions, type UserRow } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * The first privacy notice, in plain language, English and Hindi (docs/product.md §18.1; DPDP
 * Rules, rule 3: each item of personal data and its purpose, how to withdraw consent, how to
 * complain). Written to the table the first time a notice is read; later versions are new rows.
 */
const DEFAULT_TEXTS: { en: NoticeText; hi: NoticeText } = {
  en: {
    title: 'Privacy notice',
    summary:
      'FinTrain Academy uses your personal data only for the purposes below. You can withdraw any optional consent at any time, as easily as you gave it.',
    items: [
      {
        data: 'Name, e-mail address, mobile number and password (stored only as a hash)',
        purpose: 'To create and protect your account, sign you in and write to you about it.',
      },
      {
        data: 'Payments, billing address, state and GSTIN if you give one',
        purpose:
          'To take payments through Razorpay and issue GST invoices, which the law requires us to keep for 72 months.',
      },
      {
        data: 'Course progress, quiz answers, certificates and simulator trades',
        purpose: 'To run your courses, issue certificates and show you your progress.',
      },
      {
        data: 'Date of birth',
        purpose: 'To know whether a parent or guardian must confirm your account (under 18).',
      },
      {
        data: 'Sign-in records: time, IP address and device',
        purpose: 'To keep your account safe. They are kept for one year, as the law requires.',
      },
      {
        data: 'Optional: your e-mail for offers and news, and your name on simulator leaderboards',
        purpose: 'Only if you tick the choice for it. Nothing optional is a condition of your account.',
      },
    ],
    choices: 'The optional choices are not ticked. You can change them at any time in Profile → Privacy.',
    rights:
      'You may ask to see, correct or erase your data, withdraw consent, name a nominee, or complain to our grievance officer. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
    withdraw_label: 'Withdraw or change consent (Profile → Privacy)',
    complain_label: 'Make a complaint',
    policy_label: 'Full privacy policy',
  },
  hi: {
    title: 'गोपनीयता सूचना',
    summary:
      'FinTrain Academy आपके व्यक्तिगत डेटा का उपयोग केवल नीचे दिए गए उद्देश्यों के लिए करती है। आप कोई भी वैकल्पिक सहमति किसी भी समय उतनी ही आसानी से वापस ले सकते हैं, जितनी आसानी से आपने दी थी।',
    items: [
      {
        data: 'नाम, ई-मेल पता, मोबाइल नंबर और पासवर्ड (केवल हैश के रूप में सहेजा जाता है)',
        purpose: 'आपका खाता बनाने और सुरक्षित रखने, आपको साइन इन कराने और खाते के बारे में आपको लिखने के लिए।',
      },
      {
        data: 'भुगतान, बिलिंग पता, राज्य और GSTIN (यदि आप दें)',
        purpose:
          'Razorpay के माध्यम से भुगतान लेने और GST चालान जारी करने के लिए, जिन्हें कानून के अनुसार हमें 72 महीने तक रखना होता है।',
      },
      {
        data: 'पाठ्यक्रम की प्रगति, क्विज़ के उत्तर, प्रमाणपत्र और सिम्युलेटर के सौदे',
        purpose: 'आपके पाठ्यक्रम चलाने, प्रमाणपत्र जारी करने और आपको आपकी प्रगति दिखाने के लिए।',
      },
      {
        data: 'जन्म तिथि',
        purpose: 'यह जानने के लिए कि क्या आपके खाते की पुष्टि माता-पिता या अभिभावक को करनी होगी (18 वर्ष से कम आयु)।',
      },
      {
        data: 'साइन-इन रिकॉर्ड: समय, IP पता और डिवाइस',
        purpose: 'आपका खाता सुरक्षित रखने के लिए। कानून के अनुसार ये एक वर्ष तक रखे जाते हैं।',
      },
      {
        data: 'वैकल्पिक: ऑफ़र और समाचार के लिए आपका ई-मेल, और सिम्युलेटर लीडरबोर्ड पर आपका नाम',
        purpose: 'केवल तभी, जब आप उसके विकल्प पर निशान लगाएँ। कोई भी वैकल्पिक बात आपके खाते की शर्त नहीं है।',
      },
    ],
    choices: 'वैकल्पिक विकल्पों पर पहले से निशान नहीं लगा है। आप इन्हें किसी भी समय प्रोफ़ाइल → गोपनीयता में बदल सकते हैं।',
    rights:
      'आप अपना डेटा देखने, सुधारने या मिटाने, सहमति वापस लेने, नामित व्यक्ति (नॉमिनी) चुनने, या हमारे शिकायत अधिकारी से शिकायत करने का अनुरोध कर सकते हैं। उत्तर से संतुष्ट न होने पर आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
    withdraw_label: 'सहमति वापस लें या बदलें (प्रोफ़ाइल → गोपनीयता)',
    complain_label: 'शिकायत करें',
    policy_label: 'पूरी गोपनीयता नीति',
  },
};

/** The first notice's effective date: the day this feature shipped. */
const DEFAULT_EFFECTIVE_DATE = '2026-11-26';

export type NoticeRow = typeof noticeVersions.$inferSelect;

const inEffect = () => lte(noticeVersions.effectiveDate, indianDate());

/** The notice in effect today: the newest version whose effective date has come. */
export async function currentNotice(db: DbOrTx): Promise<NoticeRow> {
  const [row] = await db
    .select()
    .from(noticeVersions)
    .where(inEffect())
    .orderBy(desc(noticeVersions.version))
    .limit(1);
  if (row) return row;
  await db
    .insert(noticeVersions)
    .values({ version: 1, effectiveDate: DEFAULT_EFFECTIVE_DATE, material: true, texts: DEFAULT_TEXTS })
    .onConflictDoNothing();
  const [first] = await db.select().from(noticeVersions).where(eq(noticeVersions.version, 1));
  if (!first) throw new Error('the first privacy notice could not be written');
  return first;
}

/**
 * The newest material version in effect: a learner who acknowledged an older one (or none) sees
 * the notice again before anything else. A version that only mends wording is not material.
 */
export async function latestMaterialVersion(db: DbOrTx): Promise<number> {
  const notice = await currentNotice(db);
  const [row] = await db
    .select({ version: sql<number>`max(${noticeVersions.version})` })
    .from(noticeVersions)
    .where(and(inEffect(), eq(noticeVersions.material, true)));
  return row?.version ?? notice.version;
}

/** Publishes the next version of the notice (from its effective date on). */
export async function publishNotice(
  db: DbOrTx,
  input: { effectiveDate: string; material: boolean; texts?: { en: NoticeText; hi: NoticeText } },
): Promise<number> {
  await currentNotice(db);
  const [row] = await db
    .insert(noticeVersions)
    .values({
      version: sql`(select max(version) + 1 from notice_versions)`,
      effectiveDate: input.effectiveDate,
      material: input.material,
      texts: input.texts ?? DEFAULT_TEXTS,
    })
    .returning({ version: noticeVersions.version });
  if (!row) throw new Error('the notice could not be published');
  return row.version;
}

export function presentNotice(row: NoticeRow) {
  return {
    version: row.version,
    effective_date: row.effectiveDate,
    material: row.material,
    texts: row.texts,
  };
}

/** GET /api/admin/privacy/notice/all: every version, newest first (a handful of rows, unpaged). */
export async function listNoticeVersions(db: Database): Promise<AdminNotice[]> {
  const current = await currentNotice(db);
  const rows = await db.select().from(noticeVersions).orderBy(desc(noticeVersions.version));
  return rows.map((row) => ({
    ...presentNotice(row),
    current: row.version === current.version,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * POST /api/admin/privacy/notice (docs/product.md §18.3): the next version, numbered without gaps,
 * effective today or later (IST) and not before the latest version, audited. Under a lock, so two
 * admins publishing at once get one version each or a 409, never a clash of numbers.
 */
export async function publishNoticeVersion(
  db: Database,
  admin: UserRow,
  input: z.output<typeof NoticePublishSchema>,
  today: string = indianDate(),
): Promise<AdminNotice> {
  if (input.effective_date < today) throw new DomainError('invalid', MESSAGES.privacy.noticeDateInPast);
  await currentNotice(db);
  const version = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notice_versions'))`);
    const [latest] = await tx.select().from(noticeVersions).orderBy(desc(noticeVersions.version)).limit(1);
    const next = (latest?.version ?? 0) + 1;
    if (input.version < next) {
      throw new DomainError('conflict', MESSAGES.privacy.noticeVersionTaken(input.version, next));
    }
    if (input.version > next) throw new DomainError('invalid', MESSAGES.privacy.noticeVersionGap(next));
    if (latest && input.effective_date < latest.effectiveDate) {
      throw new DomainError('invalid', MESSAGES.privacy.noticeDateBeforeLatest(latest.effectiveDate));
    }
    const [row] = await tx
      .insert(noticeVersions)
      .values({
        version: input.version,
        effectiveDate: input.effective_date,
        material: input.material,
        texts: input.texts,
      })
      .returning();
    if (!row) throw new Error('the notice could not be published');
    await recordAudit(tx, admin, 'notice.publish', String(row.version), null, {
      version: row.version,
      effective_date: row.effectiveDate,
      material: row.material,
    });
    return row.version;
  });
  const listed = await listNoticeVersions(db);
  return listed.find((row) => row.version === version)!;
}
