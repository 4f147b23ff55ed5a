/** Query keys of the cloud-drive calls; everything under `all` goes stale after a promotion or back-fill. */
export const panKeys = {
  all: ['pan'] as const,
  drives: ['pan', 'drives'] as const,
  resources: (taskPlatformId: number, category?: number) => ['pan', 'resources', taskPlatformId, category ?? 0] as const,
  resource: (id: number | null) => ['pan', 'resource', id] as const,
  promotions: ['pan', 'promotions'] as const,
  uid: (taskPlatformId: number | null) => ['pan', 'uid', taskPlatformId] as const,
  links: (promotionId?: number) => ['pan', 'links', promotionId ?? 0] as const,
};
