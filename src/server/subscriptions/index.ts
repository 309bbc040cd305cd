// What other parts of the server may use from the subscriptions area (ADR 046, docs/architecture.md).
// Its routes are composed by http/api-routes.ts and http/admin-routes.ts. The live area's batches
// (docs/product.md §20.1) create a subscription for a learner given a freed seat, as subscribing does.
export {
  type BatchPlacement,
  createSubscription,
  findSubscription,
  type PlaceInBatch,
} from './lifecycle.ts';
export { presentSubscription } from './presenter.ts';
