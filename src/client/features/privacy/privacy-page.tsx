import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { EraseSection } from './components/erase-section.tsx';
import { ExportSection } from './components/export-section.tsx';
import { GrievanceSection } from './components/grievance-section.tsx';
import { NomineeSection } from './components/nominee-section.tsx';

/**
 * The rights half of Profile → Privacy (docs/product.md §17), below the consents: export, nominee,
 * grievances, erasure, self-service. Correction is the profile's own forms. Shown signed in only.
 */
export function PrivacyRightsSections() {
  return (
    <section aria-labelledby="privacy-rights-heading" className="mt-5 pt-4 border-top">
      <h2 id="privacy-rights-heading" className="h5 mb-3">
        Your rights over your data
      </h2>
      <p className="mb-5">
        Your rights over your personal data under India's Digital Personal Data Protection Act, 2023. To
        correct your name, mobile or e-mail, use <Link to={CLIENT_ROUTES.profile}>My Profile</Link>.
      </p>
      <ExportSection />
      <NomineeSection />
      <GrievanceSection />
      <EraseSection />
    </section>
  );
}
