import type { PublicBatch } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BatchPicker, defaultBatchId } from './batch-picker.tsx';
import { DeferredHydration } from './deferred-hydration.tsx';
import { HtmlContent } from './html-content.tsx';
import { IconSearch } from './icons/search.tsx';
import { PriceBadges } from './price-badges.tsx';
import { ResourceImage } from './resource-image.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

/** Words that differ between the program and the service detail pages. */
const RESOURCE_WORDING = {
  program: {
    noun: 'program',
    listLabel: 'Programs',
    listPath: CLIENT_ROUTES.programs,
    browseLabel: 'Browse all programs',
    notFound: MESSAGES.programs.notFound,
  },
  service: {
    noun: 'service',
    listLabel: 'Services',
    listPath: CLIENT_ROUTES.services,
    browseLabel: 'Browse our services',
    notFound: MESSAGES.subscriptions.serviceNotFound,
  },
} as const;

/**
 * The detail page of a program or a service (docs/product.md §2): image, title, description, price
 * badges, the Subscribe or Currently Unavailable button, and the sanitised HTML content.
 * `children` (a program's curriculum) follow the content, before the closing call to action.
 */
export function ResourceDetail({
  resourceType,
  resource,
  highlight,
  batches = [],
  children,
}: {
  resourceType: ResourceType;
  resource: Program;
  /** A program's open batches (docs/product.md §20.1): the learner picks one to subscribe into. */
  batches?: readonly PublicBatch[];
  /** A line under the price badges, e.g. that a program includes the trading simulator. */
  highlight?: ReactNode;
  children?: ReactNode;
}) {
  const wording = RESOURCE_WORDING[resourceType];
  const titleId = `${resourceType}-title`;
  const detailsId = `${resourceType}-details-heading`;
  const ctaId = `${resourceType}-cta-heading`;
  const [batchId, setBatchId] = useState(() => defaultBatchId(batches));
  return (
    <article className="container py-5 program-detail" aria-labelledby={titleId}>
      <Breadcrumb wording={wording} title={resource.title} />
      <div className="row g-4 align-items-start">
        <div className="col-12 col-lg-5">
          <ResourceImage
            src={resource.image_path}
            alt={resource.title}
            className="img-fluid rounded-3 shadow-sm w-100 program-detail-image"
            loading="eager"
            sizes="(min-width: 992px) 40vw, 100vw"
          />
        </div>
        <div className="col-12 col-lg-7">
          <h1 id={titleId} className="mb-3 text-break">
            {resource.title}
          </h1>
          {resource.description ? <p className="lead text-body-secondary">{resource.description}</p> : null}
          <PriceBadges resource={resource} />
          {highlight}
          <BatchPicker batches={batches} value={batchId} onChange={setBatchId} />
          <div className="mt-4">
            <SubscribeButton
              resourceType={resourceType}
              resource={resource}
              className="btn-lg"
              describedBy={titleId}
              batchId={batchId}
            />
          </div>
        </div>
      </div>
      {/* Below the first screen: hydrated after the rest, a task each (ADR 036). */}
      <DeferredHydration>
        <section className="mt-5" aria-labelledby={detailsId}>
          <h2 id={detailsId} className="h3 mb-3">
            About this {wording.noun}
          </h2>
          <HtmlContent html={resource.html_content} />
        </section>
      </DeferredHydration>
      {/* One element whatever the children render (none, for a program without modules). */}
      <DeferredHydration>
        <div>{children}</div>
      </DeferredHydration>
      {/* A long page ends where the reader decides: the price and the button again. */}
      <DeferredHydration>
        <DetailCta resourceType={resourceType} resource={resource} ctaId={ctaId} batchId={batchId} />
      </DeferredHydration>
    </article>
  );
}

/** Home › Programs (or Services) › this one. */
function Breadcrumb({ wording, title }: { wording: (typeof RESOURCE_WORDING)[ResourceType]; title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={CLIENT_ROUTES.home}>Home</Link>
        </li>
        <li className="breadcrumb-item">
          <Link to={wording.listPath}>{wording.listLabel}</Link>
        </li>
        <li className="breadcrumb-item active text-break" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** The closing call to action: the title, the price and the button again. */
function DetailCta({
  resourceType,
  resource,
  ctaId,
  batchId,
}: {
  resourceType: ResourceType;
  resource: Program;
  ctaId: string;
  batchId: string | undefined;
}) {
  return (
    <aside className="detail-cta card border-0 shadow-sm mt-5" aria-labelledby={ctaId}>
      <div className="card-body d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3 p-4">
        <div>
          <h2 id={ctaId} className="h4 mb-2">
            {resource.title}
          </h2>
          <PriceBadges resource={resource} />
        </div>
        <SubscribeButton
          resourceType={resourceType}
          resource={resource}
          className="btn-lg"
          describedBy={ctaId}
          batchId={batchId}
        />
      </div>
    </aside>
  );
}

/** A wrong link: the program or service does not exist (any more). */
export function ResourceNotFound({ resourceType }: { resourceType: ResourceType }) {
  const wording = RESOURCE_WORDING[resourceType];
  return (
    <div className="container py-5 text-center">
      <IconSearch className="display-4 text-teal" />
      <h1 className="h2 mt-3">{wording.notFound}</h1>
      <p className="text-body-secondary">
        The {wording.noun} you are looking for does not exist or has been removed.
      </p>
      <Link to={wording.listPath} className="btn btn-teal">
        {wording.browseLabel}
      </Link>
    </div>
  );
}
