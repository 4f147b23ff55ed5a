/** Every team query starts with 'team'. */
export const teamKeys = {
  summary: ['team', 'summary'] as const,
  members: ['team', 'members'] as const,
  member: (id: number) => ['team', 'member', id] as const,
};
