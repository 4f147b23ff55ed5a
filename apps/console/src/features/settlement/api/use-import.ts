import { useQuery } from '@tanstack/react-query';
import { fetchImport, importDetailKey } from './import-detail';

/** Polled while a phase runs, so the progress moves; still once it is ready, applied or failed. */
const POLL_MS = 1000;

/** One import, read every second while it parses or confirms. */
export const useImport = (id: number | null) =>
  useQuery({
    queryKey: importDetailKey(id ?? 0),
    queryFn: () => fetchImport(id!),
    enabled: id !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'parsing' || status === 'confirming' ? POLL_MS : false;
    },
  });
