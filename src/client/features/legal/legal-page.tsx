import { HtmlContent } from '@client/components/html-content.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { LegalDocument } from '@contract/legal.ts';
import { LEGAL_PAGES, LEGAL_TITLES } from '@contract/legal-pages.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { LegalKind } from '@contract/vocabulary.ts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isLegalMissing, useLegalDocument, versionParam } from './api/get-legal-document.ts';

/**
 * /privacy, /terms, /refund-policy, /faq, /help and /contact (docs/product.md §19): the version of
 * the page in effect today, or the one `?version=N` names, with its effective date and number and
 * the earlier versions. Rendered on the server, so the text is in the HTML without JavaScript.
 * `children` follow the text (the contact form on /contact).
 */
export function LegalPage({ kind, children }: { kind: LegalKind; children?: ReactNode }) {
  const [search] = useSearchParams();
  const version = versionParam(search);
  useDocumentTitle(LEGAL_TITLES[kind]);
  const page = useLegalDocument(kind, version);

  return (
    <>
      <div className="container py-5">
        <div className="col-lg-9 mx-auto">
          <h1 className="h2 section-title mb-2">{LEGAL_TITLES[kind]}</h1>
          {page.isPending ? (
            <PageLoading />
          ) : page.isError ? (
            isLegalMissing(page.error) ? (
              <div className="alert alert-warning" role="alert">
                {version === null ? MESSAGES.legal.notFound : MESSAGES.legal.versionNotFound}{' '}
                <Link to={LEGAL_PAGES[kind]}>See the current version.</Link>
              </div>
            ) : (
              <LoadError retrying={page.isFetching} onRetry={() => void page.refetch()} />
            )
          ) : (
            <LegalText document={page.data} />
          )}
        </div>
      </div>
      {children}
    </>
  );
}

function LegalText({ document }: { document: LegalDocument }) {
  const path = LEGAL_PAGES[document.kind];
  const earlier = document.versions.filter((v) => v.version !== document.version);
  return (
    <article className="legal-text">
      <p className="text-body-secondary small mb-4">
        {MESSAGES.legal.effectiveLine(document.effective_from, document.version)}
      </p>
      {document.current ? null : (
        <div className="alert alert-info" role="note">
          This is an earlier version. <Link to={path}>Read the version in effect today.</Link>
        </div>
      )}
      <HtmlContent html={document.html} />
      {earlier.length > 0 ? (
        <nav aria-label="Other versions" className="mt-4 small">
          <h2 className="h6">Other versions</h2>
          <ul className="list-inline mb-0">
            {earlier.map((v) => (
              <li key={v.version} className="list-inline-item">
                <Link to={`${path}?version=${v.version}`}>
                  {MESSAGES.legal.effectiveLine(v.effective_from, v.version)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
