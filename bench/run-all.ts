/**
 * `npm run bench`: the first-load bundle size of the home route, then the works-list API under load.
 * Over budget is reported, not fatal (`npm run bench:bundle -- --check` enforces it); API errors fail.
 */
import { benchWorksList, printApi } from './api-works-list';
import { measureBundle, printBundle } from './bundle-size';

printBundle(measureBundle());
if (!printApi(await benchWorksList())) process.exitCode = 1;
