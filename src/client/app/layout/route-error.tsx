import { IconExclamationOctagon } from '@client/components/icons/exclamation-octagon.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';

/** Shown inside the site chrome when a page fails to load or render (e.g. a lost network during a chunk load). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container py-5 text-center">
      <IconExclamationOctagon className="display-4 text-danger" />
      <h1 className="h2 mt-3">Something went wrong</h1>
      <p className="text-body-secondary">
        This page could not be shown. Please reload, or go back to the home page.
      </p>
      <div className="d-flex justify-content-center gap-2">
        <button type="button" className="btn btn-teal" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={CLIENT_ROUTES.home} className="btn btn-outline-teal">
          Go to Home
        </Link>
      </div>
    </div>
  );
}
