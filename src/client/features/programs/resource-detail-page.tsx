import { PageLoading } from '@client/components/loading-status.tsx';
import { ResourceDetail, ResourceNotFound } from '@client/components/resource-detail.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isResourceMissing, useResource } from './api/get-resource.ts';

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

  if (!resource.data) return <PageLoading />;

  return <ResourceDetail resourceType={resourceType} resource={resource.data} />;
}

/** /programs/:id and /services/:id (id or slug). */
export function ResourceDetailPage({ resourceType }: { resourceType: ResourceType }) {
  const { id = '' } = useParams();
  return <ResourceDetailQuery key={id} resourceType={resourceType} idOrSlug={id} />;
}
