import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export const sendPhoneCode = (body: CallBody<'POST /api/user/getPhoneValidCode'>) =>
  request('POST /api/user/getPhoneValidCode', { body }, { toastOnError: false });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
