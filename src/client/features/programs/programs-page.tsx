import { DeferredHydration } from '@client/components/deferred-hydration.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { usePrograms } from './api/get-programs.ts';
import { ProgramCard } from './components/program-card.tsx';

export function ProgramsPage() {
  useDocumentTitle(MESSAGES.programs.heading);
  const programs = usePrograms();

  return (
    <div className="container py-5">
      <header className="section-heading text-center mx-auto mb-5">
        <p className="section-kicker mb-1">Learn at your pace</p>
        <h1 className="section-title">{MESSAGES.programs.heading}</h1>
        <p className="lead text-body-secondary mb-0">{MESSAGES.programs.subtitle}</p>
      </header>

      <QueryStates
        query={programs}
        loadingText={MESSAGES.programs.loading}
        failedText={MESSAGES.programs.failed}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-center text-body-secondary">
            New programs are on their way. Please check back soon.
          </p>
        }
      >
        {(list) => (
          // Two across, then four on wide screens: the four programs never leave an orphan card.
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 list-unstyled mb-0">
            {/* Each card hydrates in a task of its own, the first with the page (ADR 036). */}
            {list.map((program, index) =>
              index === 0 ? (
                <li key={program._id} className="col">
                  <ProgramCard program={program} imageLoading="eager" />
                </li>
              ) : (
                <DeferredHydration key={program._id}>
                  <li className="col">
                    <ProgramCard program={program} />
                  </li>
                </DeferredHydration>
              ),
            )}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
