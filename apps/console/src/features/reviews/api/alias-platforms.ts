import { request } from '../../../lib/request';

export const aliasPlatformsKey = ['admin-api', 'reviews', 'aliases', 'platforms'] as const;

/** The task platforms the alias queue's platform filter offers. */
export const fetchAliasPlatforms = () => request('GET /admin-api/reviews/aliases/platforms');
