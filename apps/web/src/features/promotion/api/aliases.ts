import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallQuery } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

export type AliasFilter = Omit<CallQuery<'GET /api/worksAlias/list'>, 'page' | 'size'>;
export type AliasLinkFilter = Omit<CallQuery<'GET /api/worksAliasLink/List'>, 'page' | 'size'>;

/** Every alias and back-fill query starts with 'promotion', so one invalidation refreshes them all. */
export const promotionKeys = {
  all: ['promotion'] as const,
  states: (workType?: 1 | 2) => ['promotion', 'states', workType ?? 0] as const,
  aliases: (f: AliasFilter) => ['promotion', 'aliases', f] as const,
  links: (f: AliasLinkFilter) => ['promotion', 'links', f] as const,
  daily: (aliasId?: number) => ['promotion', 'daily', aliasId ?? 0] as const,
  accounts: ['promotion', 'accounts'] as const,
};

export const useAliasStates = (workType?: 1 | 2) =>
  useQuery({
    queryKey: promotionKeys.states(workType),
    queryFn: () => request('GET /api/worksAlias/StateList', { query: workType ? { workType } : {} }),
  });

export const useAliases = (f: AliasFilter) =>
  usePagedList(promotionKeys.aliases(f), (page, size) => request('GET /api/worksAlias/list', { query: { ...f, page, size } }));

export const useAliasLinks = (f: AliasLinkFilter, enabled = true) =>
  usePagedList(
    promotionKeys.links(f),
    (page, size) => request('GET /api/worksAliasLink/List', { query: { ...f, page, size } }),
    enabled,
  );

export const useAliasDaily = (aliasId?: number) =>
  usePagedList(promotionKeys.daily(aliasId), (page, size) =>
    request('GET /api/worksAlias/DailyStats', { query: { ...(aliasId ? { aliasId } : {}), page, size } }),
  );

/** After any change to aliases or back-fills: every list and count of them is stale. */
function useInvalidatePromotion() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: promotionKeys.all });
}

export function useCreateAlias() {
  const invalidate = useInvalidatePromotion();
  return useMutation({
    mutationFn: (body: { workId: number; alias: string }) =>
      request('POST /api/worksAlias/CreateAlias', { body }, { toastOnError: false }),
    onSuccess: invalidate,
  });
}

/** Suggestions sit beside the form, which says when they fail; no toast over it. */
export const generateAliases = (workId: number) =>
  request('POST /api/worksAlias/GenerateCodeAlias', { body: { workId } }, { toastOnError: false }).then((r) => r.suggestions);

export function useDeleteAlias() {
  const invalidate = useInvalidatePromotion();
  return useMutation({
    mutationFn: (id: number) => request('POST /api/worksAlias/Delete', { body: { id } }),
    onSuccess: invalidate,
  });
}

export function useFillWorks() {
  const invalidate = useInvalidatePromotion();
  return useMutation({
    mutationFn: (body: { aliasId: number; platformAccountId: number; url: string }) =>
      request('POST /api/worksAliasLink/FillWorks', { body }, { toastOnError: false }),
    onSuccess: invalidate,
  });
}
