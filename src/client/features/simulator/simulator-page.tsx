import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { RegisterLoginLinks } from '@client/components/register-login-links.tsx';
import { isSimulatorRefused, useSimOverview } from '@client/lib/get-sim-overview.ts';
import { useSimulatorPrograms } from '@client/lib/get-simulator-programs.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen } from './components/account-screen.tsx';
import { AccountsHome } from './components/accounts-home.tsx';
import { ChartAttribution, ComplianceLine } from './components/compliance-line.tsx';
import './simulator.css';

export const SIMULATOR_TITLE = 'Trading Simulator';

/** The query parameters that say which account and symbol are open, so a reload keeps them. */
const ACCOUNT_PARAM = 'account';
const SYMBOL_PARAM = 'symbol';

/**
 * /simulator (docs/product.md §14.9): paper trading on delayed NSE data. Open to the users the API lets in
 * (GET /sim/overview answers 200); a learner without access is pointed to the programs. The
 * compliance line stands at the top of every state of the page.
 */
export function SimulatorPage() {
  useDocumentTitle(SIMULATOR_TITLE);
  const session = useCurrentUser();
  const overview = useSimOverview({ enabled: session.status === 'signed-in' });
  const [params, setParams] = useSearchParams();
  const accountId = params.get(ACCOUNT_PARAM);
  const symbol = params.get(SYMBOL_PARAM);

  const body = () => {
    if (session.status === 'loading') return <PageLoading />;
    if (session.status === 'anonymous') {
      return (
        <div className="text-center py-4">
          <p>Log in to practise trading with virtual money.</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <RegisterLoginLinks size="lg" />
          </div>
        </div>
      );
    }
    if (overview.isPending) return <PageLoading />;
    if (overview.isError) {
      if (isSimulatorRefused(overview.error)) {
        return (
          <div className="alert alert-info" role="status">
            <p className="mb-2">{MESSAGES.simulator.notAllowed}</p>
            <ProgramsWithSimulator />
            <Link className="alert-link" to={CLIENT_ROUTES.programs}>
              See the programs
            </Link>
          </div>
        );
      }
      return <LoadError retrying={overview.isFetching} onRetry={() => void overview.refetch()} />;
    }
    if (accountId) {
      return (
        <>
          <p className="mb-3 d-flex flex-wrap gap-3">
            <Link to={CLIENT_ROUTES.simulator}>← All my accounts</Link>
            {/* Closed positions become journal trades (docs/product.md §23.1). */}
            <Link to={`${CLIENT_ROUTES.journal}?${new URLSearchParams({ account_id: accountId })}`}>
              This account's trading journal
            </Link>
          </p>
          <AccountScreen
            key={accountId}
            accountId={accountId}
            symbol={symbol}
            onPickSymbol={(picked) => setParams({ [ACCOUNT_PARAM]: accountId, [SYMBOL_PARAM]: picked })}
          />
          <ChartAttribution />
        </>
      );
    }
    return (
      <AccountsHome
        overview={overview.data}
        accountHref={(id) => `${CLIENT_ROUTES.simulator}?${new URLSearchParams({ [ACCOUNT_PARAM]: id })}`}
        onCreated={(account) => setParams({ [ACCOUNT_PARAM]: account._id })}
      />
    );
  };

  return (
    <div className="container py-4 sim-page">
      <h1 className="h2 section-title mb-3">{SIMULATOR_TITLE}</h1>
      <ComplianceLine />
      <p className="mb-3">
        <Link to={CLIENT_ROUTES.journal}>Your trading journal</Link>: every position you close is journaled
        there.
      </p>
      {body()}
    </div>
  );
}

/** The programs that include the simulator, each linked to its page; nothing while unknown. */
function ProgramsWithSimulator() {
  const programs = useSimulatorPrograms();
  if (!programs.data || programs.data.length === 0) return null;
  return (
    <>
      <p className="mb-1">It is included in:</p>
      <ul className="mb-2">
        {programs.data.map((program) => (
          <li key={program._id}>
            <Link className="alert-link" to={pagePath('programDetail', { id: program.slug ?? program._id })}>
              {program.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
