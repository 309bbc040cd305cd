import { COMPANY } from '@contract/company.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';
import type { LegalKind } from '@contract/vocabulary.ts';
import { escapeHtml } from '../html/escape.ts';

/**
 * The first version of each legal page (docs/product.md §19, ADR 068), written once per database.
 * Every rule stated here is one the site enforces: the refund policy describes the admin-initiated
 * refunds of docs/product.md §13.4 (there is no automatic refund window in the code, so none is
 * promised), the simulator's 30-day price lag (§14.1), GST invoices and credit notes (§13.2, §13.4).
 * Admins change the texts by publishing new versions.
 */

/** The supplier on the tax invoices, when online payment is configured (ADR 030). */
export interface LegalBusiness {
  legalName: string;
  address: string;
  gstin: string;
}

const lag = SIM_LIMITS.minMarketDataLagDays;
const email = `<a href="${COMPANY.email.href}">${COMPANY.email.display}</a>`;
const phone = `<a href="${COMPANY.phone.href}">${COMPANY.phone.display}</a>`;

/** SEBI's line for financial education, word for word on every page that teaches (§14.1). */
const SEBI_LINE = `<p><strong>${COMPANY.name} provides financial education only.</strong> We are not registered with SEBI as an investment adviser or research analyst. Nothing on this site, in our programs, lessons, quizzes, live sessions or the trading simulator is investment advice, a recommendation to buy, sell or hold any security, or a promise or claim of returns. Where we show the price of a listed security, the price is at least ${lag} days old. Investments in the securities market are subject to market risks; read all related documents carefully before investing.</p>`;

function grievanceOfficer(): string {
  return `<p>Our <strong>Grievance Officer</strong> receives complaints about the site, your data and your payments. Write to ${email} with "Grievance" in the subject, or call ${phone} (${escapeHtml(COMPANY.hours)}). If a complaint about your personal data is not resolved to your satisfaction, you may approach the Data Protection Board of India.</p>`;
}

function privacy(): string {
  return `<p>This policy explains what personal data ${COMPANY.name} ("we") collects when you use this site, why, how long we keep it and what rights you have under India's Digital Personal Data Protection Act, 2023 and its Rules.</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Your account</strong>: name, e-mail address, mobile number and a password (stored only as a salted hash), to create and secure your account and to write to you about it.</li>
<li><strong>Sign-ins</strong>: the time, the network address and the browser of each session, to show you your active sessions and protect your account.</li>
<li><strong>Payments</strong>: the program, the amount, your state, and your GSTIN, legal name and billing address when you give them, to issue GST tax invoices and credit notes. Card, UPI and bank details are handled by our payment gateway, Razorpay, and never reach us.</li>
<li><strong>Learning records</strong>: your course progress, quiz attempts and scores, certificates, and your trading simulator accounts and orders, to run the courses and issue certificates.</li>
<li><strong>Messages</strong>: what you send through the contact form or the offer and newsletter forms, to answer you.</li>
</ul>
<p>We do not sell your data and we do not use it for advertising by others.</p>
<h2>Who else sees it</h2>
<p>Razorpay (payments), our e-mail provider (to deliver our mails) and our hosting provider process data on our behalf and only for these purposes. Anyone you give a certificate's link or id can see the name, program, date and score on it.</p>
<h2>How long we keep it</h2>
<p>We keep your account data while your account exists. GST invoices and credit notes are kept for the period the CGST Act requires (72 months from the due date of the annual return), even after an account is closed.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct, complete or erase your personal data, withdraw a consent you gave, and name a nominee to exercise these rights for you. Correct your details in <a href="${CLIENT_ROUTES.profile}">your profile</a> (its Privacy section), or write to us at ${email}.</p>
<h2>Complaints</h2>
${grievanceOfficer()}`;
}

function terms(): string {
  return `<p>These terms apply to your use of this site and of the programs, services and trading simulator of ${COMPANY.name}. By creating an account or paying for a program you agree to them.</p>
<h2>Education only</h2>
${SEBI_LINE}
<h2>Your account</h2>
<ul>
<li>Give your real name, e-mail address and mobile number, and keep your password to yourself. Your certificates carry the name you registered.</li>
<li>An account is for one person. We may suspend an account that is shared, resold or used to copy our content.</li>
</ul>
<h2>Subscriptions and payment</h2>
<ul>
<li>A subscription starts pending. A free program may be activated at once; a paid one becomes active when its online payment is received, or when an admin approves it.</li>
<li>Prices include GST. You pay online through Razorpay (UPI, cards, netbanking). Each payment gets a GST tax invoice; a learner in our state pays CGST and SGST, anyone else IGST.</li>
<li>Refunds follow our <a href="${CLIENT_ROUTES.refundPolicy}">Refund and Cancellation Policy</a>.</li>
</ul>
<h2>Course content and certificates</h2>
<ul>
<li>Course material is for your own learning. Do not copy, record, share or resell it.</li>
<li>A certificate of completion states that you completed a program; it is not a licence or a SEBI or NISM qualification. We may revoke a certificate issued in error or obtained dishonestly.</li>
</ul>
<h2>The trading simulator</h2>
<p>The simulator trades virtual money on end-of-day NSE prices that are at least ${lag} days old. Its results are practice, not a record of real trading and not a forecast of real returns. No prize or reward is given for a simulator result.</p>
<h2>Live trading</h2>
<p>Trading with real money is your own decision and at your own risk. We do not trade for you, manage money, or tell you what to buy or sell.</p>
<h2>Liability and law</h2>
<p>We take care over our content but do not guarantee it is complete or current. To the extent the law allows, our liability for any claim is limited to what you paid for the program concerned. These terms are governed by the laws of India, and the courts at Hyderabad, Telangana have jurisdiction.</p>
<h2>Changes and contact</h2>
<p>We publish each change to these terms as a new version with its effective date; the versions you agreed to at checkout are kept with your payment. Questions: ${email}.</p>
${grievanceOfficer()}`;
}

function refund(): string {
  return `<p>This policy explains how cancellations and refunds of payments made on this site work.</p>
<h2>Cancelling before you pay</h2>
<p>A subscription waits as pending until it is paid for or approved. Nothing is charged for a pending subscription, and you need not do anything to cancel it.</p>
<h2>How refunds are made</h2>
<ul>
<li>Refunds are made by our team, not automatically. To ask for one, write to ${email} from your registered e-mail address with the program and the invoice number, and say why. We reply by e-mail with our decision.</li>
<li>We refund in full or in part, at our discretion, taking into account how much of the program you have used. We always refund in full a payment taken twice for the same subscription, and a payment we could not fulfil at the price you were shown.</li>
<li>The refund is sent back through Razorpay to the card, UPI account or bank account you paid with. How soon it shows in your account depends on your bank or card issuer.</li>
</ul>
<h2>What a refund changes</h2>
<ul>
<li>A <strong>full refund</strong> ends the subscription: its status becomes Refunded and your access to the program ends. You may subscribe again later.</li>
<li>A <strong>partial refund</strong> leaves your subscription active.</li>
<li>Each refund comes with a GST <strong>credit note</strong> against your tax invoice, e-mailed to you and listed with your subscription under My Subscriptions.</li>
</ul>
<h2>Contact</h2>
${grievanceOfficer()}`;
}

const qa = (question: string, answer: string) => `<h3>${question}</h3>\n<p>${answer}</p>`;

function faq(): string {
  return `<h2>Accounts</h2>
${qa('How do I create an account?', `Choose Register and give your name, e-mail address, mobile number and a password. We e-mail you a code to confirm your address.`)}
${qa('I forgot my password.', `Use Forgot Password on the login page: we e-mail you a link to choose a new one.`)}
${qa('How do I change my e-mail address or sign out of other devices?', `Open your <a href="${CLIENT_ROUTES.profile}">profile</a>: you can change your details and e-mail address, and end sessions on other devices.`)}
<h2>Payments</h2>
${qa('How do I pay for a program?', `Subscribe to the program, then choose Pay now under My Subscriptions. You can pay by UPI, card or netbanking through Razorpay; your subscription becomes active as soon as the payment is received.`)}
${qa('Will I get a GST invoice?', `Yes. Every payment gets a GST tax invoice, which you can download under My Subscriptions. Give your GSTIN at checkout to have your business named on it.`)}
${qa('Can I get a refund?', `Refunds are made by our team on request; see the <a href="${CLIENT_ROUTES.refundPolicy}">Refund and Cancellation Policy</a>.`)}
<h2>Certificates</h2>
${qa('How do I earn a certificate?', `Complete every lesson of a program and pass its required quizzes while your subscription is active. The certificate is issued automatically and e-mailed to you.`)}
${qa('How can an employer check my certificate?', `Each certificate has an id and a verify link that shows whether it is valid. It is also signed, so it can be checked without trusting our site.`)}
<h2>The trading simulator</h2>
${qa('Is the simulator real trading?', `No. It trades virtual money on end-of-day NSE prices that are at least ${lag} days old, for practice. Nothing you do in it reaches the market.`)}
<h2>Advice and live trading</h2>
${qa('Will you tell me what to buy?', `No. ${COMPANY.name} teaches; it does not give investment advice or recommendations, and it makes no claim of returns.`)}`;
}

function help(): string {
  return `<h2>Getting started</h2>
<ol>
<li>Browse <a href="${CLIENT_ROUTES.programs}">Programs</a> and open one to see its curriculum and price.</li>
<li>Register or log in, then Subscribe.</li>
<li>Pay under My Subscriptions (or wait for an admin's approval when online payment is off).</li>
<li>Start learning from the program's page: lessons, videos and quizzes, at your own pace.</li>
</ol>
<h2>Something is not working</h2>
<ul>
<li><strong>No code or reset e-mail?</strong> Check your spam folder, then ask for a new one.</li>
<li><strong>Paid, but the subscription is still pending?</strong> Wait a few minutes and reload My Subscriptions: the payment is confirmed by Razorpay. If it stays pending, write to us with the payment's date and amount.</li>
<li><strong>A video does not play?</strong> Reload the page, and check that your subscription to the program is active.</li>
</ul>
<h2>Contact us</h2>
<p>Write to ${email} or call ${phone} (${escapeHtml(COMPANY.hours)}), or use the <a href="${CLIENT_ROUTES.contact}">contact form</a>. See also the <a href="${CLIENT_ROUTES.faq}">FAQs</a>.</p>`;
}

function contactIntro(business: LegalBusiness | null): string {
  const name = escapeHtml(business?.legalName ?? COMPANY.name);
  const address = escapeHtml(business?.address ?? COMPANY.address);
  const gstin = business ? `\n<li>GSTIN: ${escapeHtml(business.gstin)}</li>` : '';
  // The e-mail, phone and hours follow in the contact section under the text (app/routes.tsx).
  return `<p>Questions about a program, a payment or your account? Write to us with the form below, or reach us by e-mail or phone.</p>
<ul>
<li>${name}</li>
<li>Registered office: ${address}</li>${gstin}
</ul>
<h2>Grievance Officer</h2>
${grievanceOfficer()}`;
}

/** The first version of every kind, with the supplier's details on the contact page when known. */
export function defaultLegalTexts(business: LegalBusiness | null): Record<LegalKind, string> {
  return {
    privacy: privacy(),
    terms: terms(),
    refund: refund(),
    faq: faq(),
    help: help(),
    'contact-intro': contactIntro(business),
  };
}
