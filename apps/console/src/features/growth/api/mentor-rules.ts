import { request } from '../../../lib/request';

export const mentorRulesKey = ['admin-api', 'mentors', 'rules'] as const;

export const fetchMentorRules = () => request('GET /admin-api/mentors/rules');

export const saveMentorRule = (leaderId: number, mentorId: number) =>
  request('POST /admin-api/mentors/rules/save', { body: { leaderId, mentorId } }, { toastOnError: false });

export const deleteMentorRule = (leaderId: number) => request('POST /admin-api/mentors/rules/delete', { body: { leaderId } });

/** Promoters whose phone, id, promoter number or nickname matches, for picking a team leader. */
export const searchPromoters = (keyword: string) =>
  request('GET /admin-api/promoters/page', { query: { keyword, page: 1, size: 20 } });
