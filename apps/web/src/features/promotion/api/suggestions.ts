import { useQuery } from '@tanstack/react-query';
import { generateAliases, promotionKeys } from './aliases';

/**
 * Free, rule-keeping aliases for a work. Under 'promotion', so a new alias (which takes a word)
 * refreshes them; a failure is shown beside the chips rather than toasted over the form.
 */
export const useAliasSuggestions = (workId: number) =>
  useQuery({
    queryKey: [...promotionKeys.all, 'suggestions', workId] as const,
    queryFn: () => generateAliases(workId),
    enabled: workId > 0,
  });
