import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { idNumberBornOn, testDataKey } from '../../../test/factories-wallet';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { realNames } from '../../db/schema';
import { addDays, ymdOperator } from '../../lib/time';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const setName = (token: string, body: Record<string, unknown>) => api.post('/api/user/realName', body, token);
const idError = (msg: string) => errorBody(400, msg, 'VALIDATION_FAILED', 'idNumber');
/** YYYYMMDD of the day `years` years before the operator's today, `days` days later. */
const bornYearsAgo = (years: number, days = 0) => {
  const today = ymdOperator(t.clock.now());
  return addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`, days).replaceAll('-', '');
};

describe('POST /api/user/realName', () => {
  it('sets it once, stored encrypted with a keyed hash and shown masked; each promoter their own', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const idNumber = idNumberBornOn('19881231');
    const res = await setName(a.token, { name: '王小明', idNumber });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '王小明',
      idNumberMasked: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`,
    });
    const [row] = await t.db.select().from(realNames).where(eq(realNames.userId, a.user.id));
    expect(row?.idNumberEnc).not.toContain(idNumber.slice(6, 14));
    expect(testDataKey.decrypt(row!.idNumberEnc)).toBe(idNumber);
    expect(row?.idNumberHash).toBe(testDataKey.hash(idNumber));
    expect(row?.birthDate).toBe('1988-12-31');
    expect((await setName(a.token, { name: '王小明', idNumber: idNumberBornOn('19900101') })).body).toEqual(
      errorBody(409, '已完成实名认证，如需修改请联系客服', 'REAL_NAME_ALREADY_SET'),
    );
    expect((await setName(b.token, { name: '李雷', idNumber: idNumberBornOn('19900101') })).status).toBe(200);
    expect((await api.get('/api/withdrawAccount/list', {}, b.token)).body.data.realName.name).toBe('李雷');
  });

  it('refuses an ID number that already verifies another account, saying so only to whoever names its holder', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const idNumber = idNumberBornOn('19950505');
    expect((await setName(a.token, { name: '张伟', idNumber })).status).toBe(200);
    expect((await setName(b.token, { name: '张伟', idNumber: idNumber.toLowerCase() })).body).toEqual(
      errorBody(409, '该身份证号已用于其他账号的实名认证', 'ID_NUMBER_IN_USE', 'idNumber'),
    );
    // A fresh account probing with another name learns only that the pair does not match.
    const prober = await createUser(t.db);
    expect((await setName(prober.token, { name: '李四', idNumber })).body).toEqual(
      errorBody(409, '姓名与身份证号不一致，请核对后重试', 'REAL_NAME_MISMATCH'),
    );
    expect((await api.get('/api/withdrawAccount/list', {}, prober.token)).body.data.realName).toBeNull();
  });

  it('checks the checksum, the birth date and the age of 18 in the operator’s today', async () => {
    const { token } = await createUser(t.db);
    const valid = idNumberBornOn('19900101');
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    expect((await setName(token, { name: '赵六', idNumber: wrongCheck })).body).toEqual(idError('身份证号校验位不正确，请核对'));
    expect((await setName(token, { name: '赵六', idNumber: idNumberBornOn('19900230') })).body).toEqual(
      idError('身份证号中的出生日期无效'),
    );
    expect((await setName(token, { name: '赵六', idNumber: idNumberBornOn(bornYearsAgo(0, 1)) })).body).toEqual(
      idError('身份证号中的出生日期无效'),
    );
    expect((await setName(token, { name: '赵六', idNumber: idNumberBornOn(bornYearsAgo(18, 1)) })).body).toEqual(
      idError('未满 18 周岁不能实名认证提现'),
    );
    expect((await setName(token, { name: '赵六', idNumber: '1101011990010112' })).body).toEqual(
      idError('idNumber：身份证号应为 18 位'),
    );
    expect((await setName(token, { name: 'Zhao', idNumber: valid })).body).toEqual(
      errorBody(400, 'name：姓名须为中文', 'VALIDATION_FAILED', 'name'),
    );
    // Eighteen today is old enough.
    expect((await setName(token, { name: '赵六', idNumber: idNumberBornOn(bornYearsAgo(18)) })).status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await setName('', { name: '赵六', idNumber: idNumberBornOn('19900101') })).status).toBe(401);
  });
});
