// What other parts of the server may use from the catalogue area (ADR 046, docs/architecture.md).

export { programPageRedirect } from './addresses.ts';
export { CatalogueCache, type CatalogueEntry, type CatalogueLoad } from './cache.ts';
export { CatalogueListener } from './listener.ts';
export { chooseEncoding, sendCatalogueEntry } from './negotiation.ts';
export { presentProgram } from './presenter.ts';
export { resourceTable } from './resources.ts';
export { programSitemapRows } from './sitemap.ts';
