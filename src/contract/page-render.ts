/**
 * What the server-side renderer (src/client/entry-server.tsx, built by `vite build --ssr`) and the
 * server that calls it (src/server/render/) agree on (docs/decisions/019). Types and constants only:
 * the server never imports client code, it loads the built bundle and trusts this shape.
 */

/** The id of the non-executed `<script type="application/json">` block that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One query the page read while it was rendered, under the query key the client's hook uses. */
export type PageQuery =
  | { queryKey: readonly unknown[]; data: unknown }
  /** The API refused the query (e.g. 404 for an unknown program): the client shows the same error. */
  | { queryKey: readonly unknown[]; error: { status: number; message: string | undefined } };

/** The data the server rendered the page with, for the client to hydrate from. */
export interface PageData {
  queries: PageQuery[];
}

/** The head of a page; URLs are absolute (from PUBLIC_URL). */
export interface PageHead {
  /** The full document title, e.g. 'Programs | FinTrain Academy'. */
  title: string;
  siteName: string;
  description: string;
  canonicalUrl: string;
  /** The link-preview picture: a raster copy where the site has one (ADR 040). */
  imageUrl: string;
  /** Its size in pixels, when known (the site's own copies), so a preview can be laid out at once. */
  imageWidth?: number;
  imageHeight?: number;
  /** What the picture shows, for readers of the preview who cannot see it. */
  imageAlt: string;
  /** Open Graph type: 'website' for most pages. */
  type: 'website' | 'article';
  /** schema.org objects, written as `<script type="application/ld+json">` (not executed). */
  jsonLd: object[];
  /** False for pages search engines should not index (accounts, the not-found page). */
  indexable: boolean;
}

export interface RenderedPage {
  status: number;
  head: PageHead;
  /**
   * The markup of #root and the data it was rendered with; undefined for pages the server does not
   * render (a signed-in visitor's own pages), which the client renders itself.
   */
  body: { html: string; data: PageData } | undefined;
}

/** The `fetch` the renderer calls the API with (the server answers it in process). */
export type ApiFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The module `vite build --ssr` makes of src/client/entry-server.tsx. */
export interface PageRendererModule {
  /** Renders `url` (path and query) as an anonymous visitor sees it, reading the API through `apiFetch`. */
  render(url: string, options: { publicUrl: string; apiFetch: ApiFetch }): Promise<RenderedPage>;
}
