import { BusyButton } from '@client/components/busy-button.tsx';
import { DataTable } from '@client/components/data-table.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatDate } from '@client/lib/format.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  type AdminNotice,
  indianDate,
  type NoticePublishInput,
  NoticePublishSchema,
  type NoticeText,
} from '@contract/privacy.ts';
import { useNoticeVersions, usePublishNotice } from '../api/privacy-notice.ts';

/**
 * The privacy notice's versions and the form that publishes the next one (docs/product.md §18.3).
 * A material version is shown to every signed-in learner, who acknowledges it once.
 */
export function NoticeVersionsSection() {
  const versions = useNoticeVersions();
  return (
    <section className="card mb-4" aria-labelledby="notice-versions-heading">
      <div className="card-body">
        <h2 id="notice-versions-heading" className="h5">
          Privacy notice
        </h2>
        <QueryStates query={versions}>
          {(rows) => (
            <>
              <div className="table-responsive">
                <DataTable<AdminNotice>
                  className="table table-sm align-middle"
                  caption="Privacy notice versions, newest first"
                  captionClassName="visually-hidden"
                  rows={rows}
                  rowKey={(row) => String(row.version)}
                  columns={[
                    { header: 'Version', rowHeader: true, cell: (row) => row.version },
                    { header: 'Effective from', cell: (row) => formatDate(row.effective_date) },
                    { header: 'Material', cell: (row) => (row.material ? 'Yes' : 'No') },
                    { header: 'In effect', cell: (row) => (row.current ? 'In effect' : '') },
                  ]}
                />
              </div>
              {rows[0] ? (
                <details className="mt-3">
                  <summary className="fw-semibold">Publish a new version</summary>
                  <NoticePublishForm key={rows[0].version} latest={rows[0]} />
                </details>
              ) : null}
            </>
          )}
        </QueryStates>
      </div>
    </section>
  );
}

const LANGUAGES = [
  ['en', 'English'],
  ['hi', 'Hindi'],
] as const;
const SINGLE_TEXTS = [
  ['title', 'Title'],
  ['withdraw_label', 'Withdraw link text'],
  ['complain_label', 'Complaint link text'],
  ['policy_label', 'Policy link text'],
] as const;
const LONG_TEXTS = [
  ['summary', 'Summary'],
  ['choices', 'Optional choices'],
  ['rights', 'Rights and complaints'],
] as const;
const ITEM_SEPARATOR = ' | ';

/** The items as the form shows them: one a line, the data, then ` | `, then its purpose. */
const itemsText = (items: NoticeText['items']) =>
  items.map((item) => `${item.data}${ITEM_SEPARATOR}${item.purpose}`).join('\n');

/** The notice in one language from the form, or the first line of items that lacks its purpose. */
function textOf(data: FormData, lang: string): NoticeText | { badLine: number } {
  const value = (name: string) => String(data.get(`${lang}.${name}`) ?? '');
  const lines = value('items')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const items = lines.map((line) => line.split('|').map((part) => part.trim()));
  const badLine = items.findIndex((parts) => parts.length !== 2);
  if (badLine >= 0) return { badLine: badLine + 1 };
  return {
    ...(Object.fromEntries([...SINGLE_TEXTS, ...LONG_TEXTS].map(([name]) => [name, value(name)])) as Omit<
      NoticeText,
      'items'
    >),
    items: items.map(([data = '', purpose = '']) => ({ data, purpose })),
  };
}

const badItem = (line: number) => `Line ${line}: write the data, then |, then its purpose.`;

function noticeInput(element: HTMLFormElement) {
  const data = new FormData(element);
  const en = textOf(data, 'en');
  const hi = textOf(data, 'hi');
  const refused = {
    ...('badLine' in en ? { 'en.items': badItem(en.badLine) } : {}),
    ...('badLine' in hi ? { 'hi.items': badItem(hi.badLine) } : {}),
  };
  if ('badLine' in en || 'badLine' in hi) return refuse(refused);
  const input: NoticePublishInput = {
    version: Number(data.get('version')),
    effective_date: String(data.get('effective_date') ?? ''),
    material: data.get('material') === 'on',
    texts: { en, hi },
  };
  return input;
}

/** One language's texts, starting from the latest version's. */
function LanguageFields({
  lang,
  label,
  texts,
  itemsError,
}: {
  lang: 'en' | 'hi';
  label: string;
  texts: NoticeText;
  itemsError: string | undefined;
}) {
  return (
    <fieldset className="border rounded p-3 mb-3" lang={lang}>
      <legend className="h6 float-none w-auto px-1">{label}</legend>
      {SINGLE_TEXTS.map(([name, text]) => (
        <FormField
          key={name}
          id={`notice-${lang}-${name}`}
          name={`${lang}.${name}`}
          label={`${label}: ${text}`}
          defaultValue={texts[name]}
          required
        />
      ))}
      {LONG_TEXTS.map(([name, text]) => (
        <TextAreaField
          key={name}
          id={`notice-${lang}-${name}`}
          name={`${lang}.${name}`}
          label={`${label}: ${text}`}
          defaultValue={texts[name]}
          rows={3}
          required
        />
      ))}
      <TextAreaField
        id={`notice-${lang}-items`}
        name={`${lang}.items`}
        label={`${label}: Items of data and their purposes`}
        hint="One item a line: the data, then |, then why it is used."
        defaultValue={itemsText(texts.items)}
        error={itemsError}
        rows={8}
        required
      />
    </fieldset>
  );
}

/** Publishes the next version: its texts start from the latest version's (ADR 047's one form). */
function NoticePublishForm({ latest }: { latest: AdminNotice }) {
  const publish = usePublishNotice();
  const form = useContractForm({
    schema: NoticePublishSchema,
    input: noticeInput,
    submit: async (input) => {
      const saved = await publish.mutateAsync(input);
      return MESSAGES.privacy.noticePublished(saved.version, saved.material);
    },
  });
  return (
    <form
      {...form.props}
      className="mt-3"
      aria-label="Publish a new version of the privacy notice"
      noValidate
    >
      <div className="row">
        <FormField
          id="notice-version"
          {...form.field('version')}
          type="number"
          label="Version"
          defaultValue={latest.version + 1}
          className="col-md-3 mb-3"
          required
        />
        <FormField
          id="notice-effective-date"
          {...form.field('effective_date')}
          type="date"
          label="Effective from"
          min={indianDate()}
          defaultValue={indianDate()}
          hint="The day (IST) this version takes effect."
          className="col-md-4 mb-3"
          required
        />
      </div>
      <div className="form-check mb-3">
        <input id="notice-material" name="material" type="checkbox" className="form-check-input" />
        <label htmlFor="notice-material" className="form-check-label">
          Material change: every signed-in learner reads it and acknowledges it once
        </label>
      </div>
      {LANGUAGES.map(([lang, label]) => (
        <LanguageFields
          key={lang}
          lang={lang}
          label={label}
          texts={latest.texts[lang]}
          itemsError={form.errors[`${lang}.items`]}
        />
      ))}
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Publish version
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}
