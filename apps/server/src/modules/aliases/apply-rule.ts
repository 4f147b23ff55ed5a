/**
 * Whether a promoter may apply for another alias: the one rule CreateAlias enforces and a work's page
 * shows (GET /api/worksAlias/ForWork), so the app never re-implements it. A promoter may hold several
 * aliases of one work (one per video is common in the trade); what is limited is how many are live
 * (in review or active) at once, an operator setting.
 */
export const liveLimitMessage = (max: number) => `最多同时持有 ${max} 个审核中或生效中的关键词，请先删除不用的关键词`;

/** Null when one more may be applied for; otherwise the refusal, as CreateAlias answers it. */
export const applyRefusal = (liveCount: number, maxLive: number) => (liveCount >= maxLive ? liveLimitMessage(maxLive) : null);

/** The sentence a work's page shows under my aliases: how many more, or why none. */
export function applyNote(liveCount: number, maxLive: number, holdsThisWork: boolean) {
  const refusal = applyRefusal(liveCount, maxLive);
  if (refusal) return refusal;
  const more = maxLive - liveCount;
  return holdsThisWork
    ? `同一作品可以再申请口令：你还可申请 ${more} 个（最多同时持有 ${maxLive} 个审核中或生效中的关键词）`
    : `你还可申请 ${more} 个口令（最多同时持有 ${maxLive} 个审核中或生效中的关键词）`;
}
