/**
 * `npm run bench`: the first-load bundle size of the home route, then the API hot path under load
 * (each figure beside a bare Fastify route measured in the same run).
 * Over budget is reported, not fatal (`npm run bench:bundle -- --check` enforces it); API errors fail.
 */
import { benchApi, printApi } from './api-hot-path';
import { measureFirstLoad, printFirstLoad } from './first-load';

printFirstLoad(await measureFirstLoad());
if (!printApi(await benchApi())) process.exitCode = 1;
