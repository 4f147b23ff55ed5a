import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlipayConfig } from '../src/config';
import { rsa2Sign, rsa2Verify, signingContent } from '../src/modules/wallet/payout-alipay';

/** What the fixture does with one transfer request, chosen by a test per request. */
export type Play =
  /** Takes the transfer and pays it (the default). */
  | 'pay'
  /** Takes it, under way (a bank card transfer): a query says DEALING until `settle` is called. */
  | 'deal'
  /** Refuses it as Alipay does a business failure (40004 with sub_code and sub_msg); nothing is kept. */
  | { refuse: string; reason: string }
  /** Takes and pays it, then answers a system error: the caller cannot know it went through. */
  | 'pay-then-system-error'
  /** Answers a system error without taking it. */
  | 'system-error'
  /** Answers with a signature Alipay's key did not make. */
  | 'forge';

interface Order {
  outBizNo: string;
  amount: string;
  payee: { identity: string; identity_type: string; name: string };
  productCode: string;
  status: 'SUCCESS' | 'DEALING' | 'FAIL';
  orderId: string;
  failReason?: string;
}

export interface AlipayRequest {
  method: string;
  biz: Record<string, unknown> & { out_biz_no: string };
  params: Record<string, string>;
}

/**
 * A local HTTP server that plays Alipay's open platform gateway for `alipay.fund.trans.uni.transfer` and
 * `alipay.fund.trans.common.query`: it checks each request's RSA2 signature with the app's public key,
 * keeps transfers by out_biz_no (a repeated one answers the first, as Alipay does), refuses a payee whose
 * name differs from the account's verified holder (`holders`), and signs every answer with its own key,
 * which the adapter must verify. Tests choose per request what happens (`play`).
 */
export async function startAlipayFixture() {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, Order>();
  const requests: AlipayRequest[] = [];
  /** Account → its holder's verified name, as Alipay knows it; absent: any name passes. */
  const holders = new Map<string, string>();
  let play: (req: AlipayRequest) => Play = () => 'pay';
  let next = 1;

  const answer = (method: string, node: object, key: KeyObject = alipay.privateKey) => {
    const text = JSON.stringify(node);
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${rsa2Sign(text, key)}"}`;
  };
  const systemError = { code: '40004', msg: 'Business Failed', sub_code: 'SYSTEM_ERROR', sub_msg: '系统繁忙' };

  function transfer(req: AlipayRequest): { node: object; key?: KeyObject } {
    const biz = req.biz as AlipayRequest['biz'] & { trans_amount: string; product_code: string; payee_info: Order['payee'] };
    const known = orders.get(biz.out_biz_no);
    if (known) return { node: stateOf(known) };
    const what = play(req);
    if (what === 'system-error') return { node: systemError };
    const holder = holders.get(biz.payee_info.identity);
    if (holder !== undefined && holder !== biz.payee_info.name)
      return {
        node: { code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_USER_INFO_ERROR', sub_msg: '收款方姓名与账户实名不一致' },
      };
    if (typeof what === 'object')
      return { node: { code: '40004', msg: 'Business Failed', sub_code: what.refuse, sub_msg: what.reason } };
    const order: Order = {
      outBizNo: biz.out_biz_no,
      amount: biz.trans_amount,
      payee: biz.payee_info,
      productCode: biz.product_code,
      status: what === 'deal' ? 'DEALING' : 'SUCCESS',
      orderId: `2026${String(next++).padStart(12, '0')}`,
    };
    orders.set(order.outBizNo, order);
    if (what === 'pay-then-system-error') return { node: systemError };
    return { node: stateOf(order), ...(what === 'forge' ? { key: forger.privateKey } : {}) };
  }

  const stateOf = (o: Order) => ({
    code: '10000',
    msg: 'Success',
    out_biz_no: o.outBizNo,
    order_id: o.orderId,
    pay_fund_order_id: `P${o.orderId}`,
    status: o.status,
    trans_amount: o.amount,
    ...(o.failReason ? { fail_reason: o.failReason } : {}),
  });

  function query(req: AlipayRequest): { node: object; key?: KeyObject } {
    const known = orders.get(req.biz.out_biz_no);
    if (!known)
      return { node: { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' } };
    return { node: stateOf(known) };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const method = params.method ?? '';
      let body: string;
      if (!params.sign || !rsa2Verify(signingContent(params), params.sign, app.publicKey)) {
        body = answer(method, {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错',
        });
      } else {
        const req: AlipayRequest = { method, biz: JSON.parse(params.biz_content ?? '{}'), params };
        requests.push(req);
        const { node, key } = method === 'alipay.fund.trans.uni.transfer' ? transfer(req) : query(req);
        body = answer(method, node, key);
      }
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  const config: AlipayConfig = {
    appId: '2026000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: url,
  };

  return {
    config,
    orders,
    requests,
    holders,
    /** Decides what happens to each new transfer from now on. */
    play(fn: (req: AlipayRequest) => Play) {
      play = fn;
    },
    /** A transfer under way settles (a bank card transfer arrives, or bounces). */
    settle(outBizNo: string, status: 'SUCCESS' | 'FAIL', failReason?: string) {
      const order = orders.get(outBizNo);
      if (!order) throw new Error(`no transfer ${outBizNo}`);
      order.status = status;
      if (failReason) order.failReason = failReason;
    },
    /** The transfer requests that reached it (queries left out). */
    transfers: () => requests.filter((r) => r.method === 'alipay.fund.trans.uni.transfer'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlipayFixture = Awaited<ReturnType<typeof startAlipayFixture>>;
