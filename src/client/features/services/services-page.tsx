import { IconHourglassSplit } from '@client/components/icons/hourglass-split.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';

export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <div className="container py-5">
      <div className="coming-soon text-center mx-auto py-5">
        <IconHourglassSplit className="display-3 text-teal" />
        <h1 className="mt-3">Services</h1>
        <p className="display-6 fw-semibold text-navy">Coming Soon!</p>
        <p className="text-body-secondary">
          We are preparing advisory and mentoring services for our learners. Meanwhile, explore our programs.
        </p>
        <Link to={CLIENT_ROUTES.programs} className="btn btn-teal">
          Explore Programs
        </Link>
      </div>
    </div>
  );
}
