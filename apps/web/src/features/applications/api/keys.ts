/** Query keys of my re-check and whitelist applications. */
export const applicationKeys = {
  rechecks: ['applications', 'rechecks'] as const,
  whitelist: ['applications', 'whitelist'] as const,
};
