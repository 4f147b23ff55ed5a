import { eq } from 'drizzle-orm';
import { captchas } from '../src/db/schema';
import { firstRow } from '../src/lib/rows';
import { client, type TestApp } from './harness';

type Json = Record<string, unknown>;

/**
 * Account-test helpers: requests from a chosen client IP (the brute-force rules count per IP) and
 * the steps a person takes – solving a captcha, reading the SMS on their phone.
 */
export function accountsClient(t: TestApp, ip = '10.0.0.1') {
  const http = client(t, ip);
  const api = {
    ...http,

    /** A fresh captcha with its answer, read from the database as a person reads the picture. */
    async captcha() {
      const res = await api.get('/api/common/getPicCaptcha');
      const captchaId: string = res.body.data.captchaId;
      const rows = await t.db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, captchaId));
      return { captchaId, captchaCode: firstRow(rows, `select of captcha ${captchaId}`).answer };
    },

    /** Asks for an SMS code and returns the answer plus the code that reached the phone. */
    async sendCode(phone: string, purpose: 'login' | 'register') {
      t.sms.sent.delete(phone);
      const res = await api.post('/api/user/getPhoneValidCode', { phone, purpose, ...(await api.captcha()) });
      return { res, code: t.sms.sent.get(phone) };
    },

    /** Registers a promoter through the API; answers the session. */
    async register(phone: string, password = 'Secret123', inviteCode?: string) {
      const { code } = await api.sendCode(phone, 'register');
      const res = await api.post('/api/user/reg', { phone, smsCode: code, password, ...(inviteCode ? { inviteCode } : {}) });
      if (res.status !== 200) throw new Error(`register failed: ${res.body.msg}`);
      return res.body.data as { token: string; user: { id: number; promoterNo: string; inviteCode: string; phone: string } };
    },

    login: (account: string, password: string, extra: Json = {}, fromIp?: string) =>
      api.post('/api/user/login', { account, password, ...extra }, undefined, fromIp),
  };
  return api;
}

let phoneSeq = 0;
/** A mainland mobile number no other test uses. */
export const newPhone = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
