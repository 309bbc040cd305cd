import { useSimOverview } from '@client/lib/get-sim-overview.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';

/**
 * The profile's way into the trading simulator, shown only to users the API lets in (its overview
 * answers 200): a learner without access is not shown a door that opens onto a refusal.
 */
export function SimulatorLink() {
  const overview = useSimOverview();
  if (!overview.isSuccess) return null;
  return (
    <section className="mt-5" aria-labelledby="profile-simulator">
      <h2 id="profile-simulator" className="h4 text-navy mb-2">
        Trading Simulator
      </h2>
      <p className="text-body-secondary mb-2">Practise trading on delayed market data with virtual money.</p>
      <Link className="btn btn-outline-teal" to={CLIENT_ROUTES.simulator}>
        Open the trading simulator
      </Link>
    </section>
  );
}
