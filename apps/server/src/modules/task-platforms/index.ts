// The task-platforms module's public entry: aliases read a platform's alias rule only through this file.
export { aliasRuleOf, cardPriceDesc } from './service';
