// The cloud-drive promotion module's public entry: the demo seed writes resources and promotions through this file;
// the review counts read its waiting back-fills; an account's deletion ends the ones still waiting.
export { endPanBackfillsOf, panReviewService, reviewPanLink } from './review-service';
export { panService } from './service';
