import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The detail pages show their own error view with 重试, so these queries do not toast as well. */
const quiet = { toastOnError: false } as const;

const workDetailKeys = {
  work: (id: number | null) => ['works', 'detail', id] as const,
  materials: (id: number | null) => ['works', 'videos', id] as const,
  taskPlatform: (id: number | null) => ['taskPlatform', 'detail', id] as const,
};

/** One work; disabled without a valid id (the page then says the work does not exist). */
export const useWorkDetail = (id: number | null) =>
  useQuery({
    queryKey: workDetailKeys.work(id),
    queryFn: () => request('GET /api/works/detail', { query: { id: id! } }, quiet),
    enabled: id !== null,
  });

/** A work's promotion materials: copy texts, images, videos and audio. */
export const useWorkMaterials = (id: number) =>
  useQuery({
    queryKey: workDetailKeys.materials(id),
    queryFn: () => request('GET /api/works/videos', { query: { id } }, quiet),
  });

/** One task platform with its rules and alias rule. */
export const useTaskPlatformDetail = (id: number | null) =>
  useQuery({
    queryKey: workDetailKeys.taskPlatform(id),
    queryFn: () => request('GET /api/taskPlatform/detail', { query: { id: id! } }, quiet),
    enabled: id !== null,
  });
