import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { type AdminLegalDocument, LEGAL_PAGES } from '@contract/legal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { useLegalDocuments } from '../api/get-legal-documents.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { PublishLegalModal } from '../components/publish-legal-modal.tsx';
import { loadFailure } from '../utils/failure-text.ts';

/**
 * /admin/legal (docs/product.md §19): each legal page with the version in effect today and every
 * version published (who, when, from which day), and Publish new version. Nothing is edited in
 * place: a change is a new version with its effective date.
 */
export function LegalPagesPage() {
  useDocumentTitle('Admin Legal pages');
  const headingId = useId();
  const documents = useLegalDocuments();
  const [publishing, setPublishing] = useState<AdminLegalDocument | null>(null);

  if (documents.isError) {
    const failure = loadFailure(documents.error, MESSAGES.legal.fetchFailed);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-3">
        Legal pages
      </h1>
      {documents.data ? (
        documents.data.map((document) => (
          <LegalDocumentCard
            key={document.kind}
            document={document}
            onPublish={() => setPublishing(document)}
          />
        ))
      ) : documents.isError ? (
        <LoadError
          text={MESSAGES.legal.fetchFailed}
          retrying={documents.isFetching}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <LoadingStatus text={MESSAGES.generic.loading} />
      )}
      {publishing ? <PublishLegalModal document={publishing} onClose={() => setPublishing(null)} /> : null}
    </section>
  );
}

function LegalDocumentCard({ document, onPublish }: { document: AdminLegalDocument; onPublish: () => void }) {
  const headingId = useId();
  const path = LEGAL_PAGES[document.kind];
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id={headingId} className="h5 mb-1">
              {document.title}
            </h2>
            <p className="small text-body-secondary mb-0">
              <a href={path} target="_blank" rel="noreferrer">
                {path}
              </a>{' '}
              ·{' '}
              {document.current_version === null
                ? 'No version in effect yet'
                : `Version ${document.current_version} in effect`}
            </p>
          </div>
          <button type="button" className="btn btn-teal btn-sm" onClick={onPublish}>
            Publish new version<span className="visually-hidden"> of {document.title}</span>
          </button>
        </div>
        {document.versions.length === 0 ? (
          <p className="mb-0 text-body-secondary">No version published.</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <caption className="visually-hidden">Versions of {document.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Effective from</th>
                  <th scope="col">Published</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {document.versions.map((version) => (
                  <tr key={version._id}>
                    <td>
                      <a href={`${path}?version=${version.version}`} target="_blank" rel="noreferrer">
                        Version {version.version}
                      </a>
                      {version.version === document.current_version ? (
                        <span className="badge text-bg-success ms-2">In effect</span>
                      ) : null}
                    </td>
                    <td>{formatDate(version.effective_from)}</td>
                    <td>{formatDateTime(version.created_at)}</td>
                    <td className="text-break">{version.created_by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
