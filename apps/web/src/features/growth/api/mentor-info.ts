import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const mentorInfoKey = ['user', 'mentor'] as const;

export const fetchMentorInfo = () => request('GET /api/user/getMentorInfo');

export const useMentorInfo = () => useQuery({ queryKey: mentorInfoKey, queryFn: fetchMentorInfo });
