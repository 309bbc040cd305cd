import { certificateVerificationQuery } from '@client/features/certificates/api/get-certificate-verification.ts';
import { legalDocumentQuery, versionParam } from '@client/features/legal/api/get-legal-document.ts';
import { programsQuery } from '@client/features/programs/api/get-programs.ts';
import { resourceQuery } from '@client/features/programs/api/get-resource.ts';
import { ApiError } from '@client/lib/api-client.ts';
import { courseQuery } from '@client/lib/get-course.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PageQuery } from '@contract/page-render.ts';
import { CLIENT_ROUTES, MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';
import type { LegalKind } from '@contract/vocabulary.ts';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';

/** A query a server-rendered page reads. */
export type PageQueryOptions =
  | ReturnType<typeof programsQuery>
  | ReturnType<typeof resourceQuery>
  | ReturnType<typeof courseQuery>
  | ReturnType<typeof certificateVerificationQuery>
  | ReturnType<typeof legalDocumentQuery>;
type AnyQuery = PageQueryOptions;
type PageParams = Record<string, string | undefined>;

/** A legal page (docs/product.md §19): the version its `?version=N` names, else the one in effect. */
const legalPageQueries =
  (kind: LegalKind) =>
  (_params: PageParams, search: URLSearchParams): AnyQuery[] => [
    legalDocumentQuery(kind, versionParam(search)),
  ];

/**
 * A program's page: the program, and its curriculum as an anonymous visitor sees it (the server
 * does not know the visitor; a signed-in browser asks again under its own key after hydration).
 */
const programPageQueries = (idOrSlug: string): AnyQuery[] => [
  resourceQuery('program', idOrSlug),
  courseQuery(idOrSlug, null),
];

/**
 * The queries each server-rendered page reads, by its route: the options the page's own hooks use
 * (same key, same fetcher), so the server fills exactly the cache entries the page will look up.
 */
const PAGE_QUERIES: readonly (readonly [
  pattern: string,
  queries: (params: PageParams, search: URLSearchParams) => AnyQuery[],
])[] = [
  [CLIENT_ROUTES.programs, () => [programsQuery()]],
  [CLIENT_ROUTES.programDetail, ({ id = '' }) => programPageQueries(id)],
  [CLIENT_ROUTES.serviceDetail, ({ id = '' }) => [resourceQuery('service', id)]],
  [CLIENT_ROUTES.verify, ({ id = '' }) => [certificateVerificationQuery(id)]],
  [CLIENT_ROUTES.privacy, legalPageQueries('privacy')],
  [CLIENT_ROUTES.terms, legalPageQueries('terms')],
  [CLIENT_ROUTES.refundPolicy, legalPageQueries('refund')],
  [CLIENT_ROUTES.faq, legalPageQueries('faq')],
  [CLIENT_ROUTES.help, legalPageQueries('help')],
  [CLIENT_ROUTES.contact, legalPageQueries('contact-intro')],
  ...Object.entries(MARKETING_PROGRAM_ROUTES).map(
    ([path, slug]) => [path, () => programPageQueries(slug)] as const,
  ),
];

/** The queries the page at `pathname` (with its `?query`) reads; none for pages without data. */
export function pageQueries(pathname: string, search = ''): AnyQuery[] {
  for (const [pattern, queries] of PAGE_QUERIES) {
    const match = matchPath(pattern, pathname);
    if (match) return queries(match.params, new URLSearchParams(search));
  }
  return [];
}

/**
 * A refusal the client would show as it is (404 for an unknown program); other failures (a 500, a
 * lost database) are left out, so the browser asks again rather than show a passing error.
 */
function isFinalRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/** Fetches the page's queries into `client` (a failure stays in the cache as the query's error). */
export async function prefetchPageQueries(client: QueryClient, queries: readonly AnyQuery[]): Promise<void> {
  await Promise.all(
    queries.map((query) =>
      client.prefetchQuery(query as FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>),
    ),
  );
}

/** What the page read, to be sent with its HTML: the answers, and the final refusals. */
export function pageDataOf(client: QueryClient, queries: readonly AnyQuery[]): PageData {
  return {
    queries: queries.flatMap(({ queryKey }): PageQuery[] => {
      const state = client.getQueryState(queryKey);
      if (state?.status === 'success') return [{ queryKey, data: state.data }];
      if (state?.status === 'error' && isFinalRefusal(state.error)) {
        return [{ queryKey, error: { status: state.error.status, message: state.error.serverMessage } }];
      }
      return [];
    }),
  };
}

/** Puts the server's answers (and refusals) in the browser's query cache before the first render. */
export function seedQueryClient(client: QueryClient, data: PageData): void {
  for (const query of data.queries) {
    if ('data' in query) {
      client.setQueryData(query.queryKey, query.data);
      continue;
    }
    const { status, message } = query.error;
    const error = new ApiError(status, message ?? '', message);
    const cached = client.getQueryCache().build(client, { queryKey: query.queryKey });
    cached.setState({
      ...cached.state,
      status: 'error',
      error,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
    });
  }
}

/** The page data block the server wrote into the HTML, or undefined on a page it did not render. */
export function readPageData(document: Document): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as PageData;
}
