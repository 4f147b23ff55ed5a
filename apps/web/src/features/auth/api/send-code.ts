import { useMutation } from '@tanstack/react-query';
import type { SendCodeRequest, SendCodeResult } from '@tuike/contract/user';
import { request } from '../../../lib/request';

export const sendPhoneCode = (body: SendCodeRequest) =>
  request<SendCodeResult>({ url: '/api/user/getPhoneValidCode', method: 'POST', data: body, toastOnError: false });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
