import { LoadingStatus } from '@client/components/loading-status.tsx';
import { ResourceDetail, ResourceNotFound } from '@client/components/resource-detail.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isProgramMissing, useProgram } from './api/get-program.ts';

/**
 * One program by id or slug. The spec keeps the page on 'Loading...' when the fetch fails (the error is
 * only logged); a 404 is the exception, so a visitor with a wrong link is told the program does not exist.
 */
export function ProgramDetail({ idOrSlug }: { idOrSlug: string }) {
  const program = useProgram(idOrSlug);
  const missing = program.isError && isProgramMissing(program.error);

  useDocumentTitle(
    program.data?.title ??
      (missing ? MESSAGES.programs.notFound.replace(/\.$/, '') : MESSAGES.generic.loading),
  );

  useEffect(() => {
    if (program.isError && !missing) console.error('Failed to load the program', program.error);
  }, [program.isError, program.error, missing]);

  if (missing) return <ResourceNotFound resourceType="program" />;

  if (!program.data) {
    return (
      <div className="container py-5">
        <LoadingStatus text={MESSAGES.generic.loading} />
      </div>
    );
  }

  return <ResourceDetail resourceType="program" resource={program.data} />;
}

/** /programs/:id */
export function ProgramDetailPage() {
  const { id = '' } = useParams();
  return <ProgramDetail key={id} idOrSlug={id} />;
}
