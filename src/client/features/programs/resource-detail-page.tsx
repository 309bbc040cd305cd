import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ResourceDetail, ResourceNotFound } from '@client/components/resource-detail.tsx';
import { useSimulatorPrograms } from '@client/lib/get-simulator-programs.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useEvaluationPrograms } from './api/get-evaluation-programs.ts';
import { isResourceMissing, useResource } from './api/get-resource.ts';
import { CourseCurriculum } from './components/course-curriculum.tsx';
import { WaitlistPlaces } from './components/waitlist-places.tsx';

const NOT_FOUND_TITLE = {
  program: MESSAGES.programs.notFound,
  service: MESSAGES.subscriptions.serviceNotFound,
} as const satisfies Record<ResourceType, string>;

/**
 * One program or service by id or slug: 'Loading...' until it arrives (spec). A 404 tells a visitor
 * with a wrong link that it does not exist; any other failure, once the query has retried, says so
 * with a Try again button rather than spinning for ever (docs/product.md §10.5).
 */
export function ResourceDetailQuery({
  resourceType,
  idOrSlug,
}: {
  resourceType: ResourceType;
  idOrSlug: string;
}) {
  const resource = useResource(resourceType, idOrSlug);
  const missing = resource.isError && isResourceMissing(resource.error);

  useDocumentTitle(
    resource.data?.title ??
      (missing ? NOT_FOUND_TITLE[resourceType].replace(/\.$/, '') : MESSAGES.generic.loading),
  );

  useEffect(() => {
    if (resource.isError && !missing) console.error(`Failed to load the ${resourceType}`, resource.error);
  }, [resource.isError, resource.error, missing, resourceType]);

  if (missing) return <ResourceNotFound resourceType={resourceType} />;

  if (resource.isError && !resource.data)
    return (
      <div className="container py-5">
        <LoadError retrying={resource.isFetching} onRetry={() => void resource.refetch()} />
      </div>
    );

  if (!resource.data) return <PageLoading />;

  return (
    <ResourceDetail
      resourceType={resourceType}
      resource={resource.data}
      batches={'batches' in resource.data ? resource.data.batches : []}
      highlight={
        resourceType === 'program' ? (
          <>
            <SimulatorIncluded programId={resource.data._id} />
            <EvaluationIncluded programId={resource.data._id} />
            <WaitlistPlaces programId={resource.data._id} />
          </>
        ) : null
      }
    >
      {/* Keyed like the server's page data (the path's id or slug), so hydration finds it. */}
      {resourceType === 'program' ? <CourseCurriculum programIdOrSlug={idOrSlug} /> : null}
    </ResourceDetail>
  );
}

/** /programs/:id and /services/:id (id or slug). */
export function ResourceDetailPage({ resourceType }: { resourceType: ResourceType }) {
  const { id = '' } = useParams();
  return <ResourceDetailQuery key={id} resourceType={resourceType} idOrSlug={id} />;
}

/**
 * "Includes the trading simulator" on a program whose simulator is on (docs/product.md §14.3).
 * Asked for after the page is on screen: the server's HTML has no line, and neither has the first
 * render in the browser, so hydration matches.
 */
function SimulatorIncluded({ programId }: { programId: string }) {
  const programs = useSimulatorPrograms();
  if (!programs.data?.some((program) => program._id === programId)) return null;
  return <p className="mt-3 mb-0 fw-semibold text-success-emphasis">Includes the trading simulator</p>;
}

/**
 * A program with an evaluation before live trading says what it is and, plainly, what it is not
 * (docs/product.md §25, SEBI). Asked for after the page is on screen, like the simulator's line.
 */
function EvaluationIncluded({ programId }: { programId: string }) {
  const programs = useEvaluationPrograms();
  if (!programs.data?.some((program) => program._id === programId)) return null;
  return (
    <div className="mt-3">
      <p className="mb-1 fw-semibold">Includes an {MESSAGES.evaluation.heading.toLowerCase()}</p>
      <p className="small text-body-secondary mb-0">{MESSAGES.evaluation.disclaimer}</p>
    </div>
  );
}
