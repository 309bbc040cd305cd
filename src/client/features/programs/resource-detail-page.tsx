import { LoadingStatus } from '@client/components/loading-status.tsx';
import { ResourceDetail, ResourceNotFound } from '@client/components/resource-detail.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';

/**
 * How the page fetches one program or one service by id or slug: that type's query hook, and
 * whether a failure means the resource does not exist. The app's router passes the type's own
 * fetchers, as features do not import each other.
 */
export interface ResourceSource {
  useResource: (idOrSlug: string) => UseQueryResult<Program>;
  isMissing: (error: unknown) => boolean;
}

const NOT_FOUND_TITLE = {
  program: MESSAGES.programs.notFound,
  service: MESSAGES.subscriptions.serviceNotFound,
} as const satisfies Record<ResourceType, string>;

/**
 * One program or service by id or slug. The spec keeps the page on 'Loading...' when the fetch
 * fails (the error is only logged); a 404 is the exception, so a visitor with a wrong link is told
 * the program or service does not exist.
 */
export function ResourceDetailQuery({
  resourceType,
  idOrSlug,
  source,
}: {
  resourceType: ResourceType;
  idOrSlug: string;
  source: ResourceSource;
}) {
  const resource = source.useResource(idOrSlug);
  const missing = resource.isError && source.isMissing(resource.error);

  useDocumentTitle(
    resource.data?.title ??
      (missing ? NOT_FOUND_TITLE[resourceType].replace(/\.$/, '') : MESSAGES.generic.loading),
  );

  useEffect(() => {
    if (resource.isError && !missing) console.error(`Failed to load the ${resourceType}`, resource.error);
  }, [resource.isError, resource.error, missing, resourceType]);

  if (missing) return <ResourceNotFound resourceType={resourceType} />;

  if (!resource.data) {
    return (
      <div className="container py-5">
        <LoadingStatus text={MESSAGES.generic.loading} />
      </div>
    );
  }

  return <ResourceDetail resourceType={resourceType} resource={resource.data} />;
}

/** /programs/:id and /services/:id (id or slug). */
export function ResourceDetailPage({
  resourceType,
  source,
}: {
  resourceType: ResourceType;
  source: ResourceSource;
}) {
  const { id = '' } = useParams();
  return <ResourceDetailQuery key={id} resourceType={resourceType} idOrSlug={id} source={source} />;
}
