import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container py-5">
      <div className="text-center mx-auto py-5 not-found">
        <p className="display-1 fw-bold text-teal mb-0" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="text-body-secondary">
          The page you are looking for does not exist or has moved. Check the address, or start again from the
          home page.
        </p>
        <Link to={CLIENT_ROUTES.home} className="btn btn-teal">
          Go to Home
        </Link>
      </div>
    </div>
  );
}
