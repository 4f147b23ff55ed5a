import type { MentorInput } from '@tuike/contract/admin-growth';
import { request } from '../../../lib/request';

export const mentorsKey = ['admin-api', 'mentors', 'list'] as const;

export const fetchMentors = () => request('GET /admin-api/mentors/list');

export const saveMentor = (body: MentorInput) => request('POST /admin-api/mentors/save', { body }, { toastOnError: false });

export const deleteMentor = (id: number) => request('POST /admin-api/mentors/delete', { body: { id } });

export const assignMentor = (mentorId: number | null, userIds: number[]) =>
  request('POST /admin-api/mentors/assign', { body: { mentorId, userIds } });
