// The cloud-drive promotion module's public entry: the demo seed writes resources and promotions through this file;
// the review counts read its waiting back-fills.
export { panReviewService, reviewPanLink } from './review-service';
export { panService } from './service';
