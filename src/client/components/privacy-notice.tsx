import type { Notice, NoticeLanguage, NoticeText } from '@contract/privacy.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChoiceBoxes } from './choice-boxes.tsx';

const LANGUAGE_NAMES: Record<NoticeLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The privacy notice (docs/product.md §18.1): each item of personal data and why, the links to
 * withdraw consent and to complain, and a switch between English and Hindi. Shown by the register
 * page, the privacy gate and Profile → Privacy; the notice itself comes from the API.
 */
export function PrivacyNotice({
  notice,
  headingLevel = 2,
  folded = false,
}: {
  notice: Notice;
  headingLevel?: 2 | 3;
  /** The items, choices and rights behind "Read the full notice" (the register form, kept short). */
  folded?: boolean;
}) {
  const [language, setLanguage] = useState<NoticeLanguage>('en');
  const headingId = useId();
  const text = notice.texts[language];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="privacy-notice border rounded p-3 mb-3" aria-labelledby={headingId} lang={language}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <Heading id={headingId} className="h6 mb-0">
          {text.title}
        </Heading>
        <fieldset className="btn-group btn-group-sm" lang="en">
          <legend className="visually-hidden">Language of the notice</legend>
          {(Object.keys(LANGUAGE_NAMES) as NoticeLanguage[]).map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className={`btn ${code === language ? 'btn-teal' : 'btn-outline-teal'}`}
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="small mb-2">{text.summary}</p>
      {folded ? (
        <details className="mb-2">
          <summary className="small">{language === 'en' ? 'Read the full notice' : 'पूरी सूचना पढ़ें'}</summary>
          <NoticeBody text={text} />
        </details>
      ) : (
        <NoticeBody text={text} />
      )}
      <ul className="small list-inline mb-1">
        <li className="list-inline-item">
          <Link to={CLIENT_ROUTES.profilePrivacy}>{text.withdraw_label}</Link>
        </li>
        <li className="list-inline-item">
          <Link to={`${CLIENT_ROUTES.profilePrivacy}#grievance`}>{text.complain_label}</Link>
        </li>
        <li className="list-inline-item">
          <a href="/privacy">{text.policy_label}</a>
        </li>
      </ul>
      <p className="small text-body-secondary mb-0" lang="en">
        Version {notice.version}, in force from {notice.effective_date}.
      </p>
    </section>
  );
}

/** Each item of personal data and why, then the choices and the rights. */
function NoticeBody({ text }: { text: NoticeText }) {
  return (
    <>
      <dl className="small mb-2">
        {text.items.map((item) => (
          <div key={item.data} className="mb-1">
            <dt className="fw-semibold">{item.data}</dt>
            <dd className="mb-0">{item.purpose}</dd>
          </div>
        ))}
      </dl>
      <p className="small mb-2">{text.choices}</p>
      <p className="small mb-2">{text.rights}</p>
    </>
  );
}

const CONSENT_CHOICES = [
  {
    name: 'marketing_email',
    label: 'E-mail me offers and news (optional)',
    hint: 'You can stop them at any time.',
  },
  {
    name: 'leaderboard_name',
    label: 'List me on simulator leaderboards under the label I choose (optional)',
    hint: 'Otherwise you appear as "Anonymous".',
  },
] as const;

/** The optional choices, each its own unticked box (docs/product.md §18.1): nothing here is required. */
export function ConsentChoiceBoxes({
  idPrefix,
  defaults = { marketing_email: false, leaderboard_name: false },
}: {
  idPrefix: string;
  defaults?: { marketing_email: boolean; leaderboard_name: boolean };
}) {
  return (
    <ChoiceBoxes
      legend="Optional choices"
      idPrefix={idPrefix}
      choices={CONSENT_CHOICES.map((choice) => ({ ...choice, defaultChecked: defaults[choice.name] }))}
    />
  );
}

/** The boxes' state from a form: a box left unticked is `false`. */
export function consentChoicesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    marketing_email: data.get('marketing_email') === 'on',
    leaderboard_name: data.get('leaderboard_name') === 'on',
  };
}
