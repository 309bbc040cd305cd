// What other parts of the server may use from the render area (ADR 046, docs/architecture.md).
export { loadPageRenderer } from './page-renderer.ts';
export { programPageRedirectOf } from './program-redirect.ts';
