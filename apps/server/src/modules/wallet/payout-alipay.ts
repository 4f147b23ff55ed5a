import { createSign, createVerify, type KeyObject } from 'node:crypto';
import type { AlipayConfig } from '../../config';
import { PAYOUT_MAX, PAYOUT_MIN, type PayoutOrder, type PayoutProvider, type PayoutState } from './payout';

/**
 * Payouts through Alipay's open platform: 单笔转账 (`alipay.fund.trans.uni.transfer`) to an Alipay
 * account or a bank card, and its query (`alipay.fund.trans.common.query`). Every request is signed
 * with the app's key (RSA2: SHA256withRSA over the sorted parameters) and every answer is believed only
 * when Alipay's signature over it verifies. The withdrawal's payout number is the out_biz_no, which
 * Alipay treats as one transfer however often it is sent. Rules it keeps (docs/SECURITY.md, Payouts):
 * ¥0.10–¥50,000 per transfer to a person, so a larger payout goes out in numbered parts `…-1`, `…-2`
 * (when splitting is on); the payee's name is the verified real name, which Alipay checks; after a
 * system error nothing is resent before a query says Alipay never received it.
 */

/** The outcome is not known (a timeout, a system error, an answer that does not verify): query before any retry. */
export class PayoutOutcomeUnknown extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutOutcomeUnknown';
  }
}

interface AlipayAnswer {
  code: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  status?: string;
  order_id?: string;
  fail_reason?: string;
}

/** Failures Alipay answers before taking the transfer that a later attempt may pass: leave it paying. */
const NOT_TAKEN_YET = new Set(['SYSTEM_ERROR', 'PAYER_BALANCE_NOT_ENOUGH', 'PAYMENT_INFO_INCONSISTENCY']);
const TIMEOUT_MS = 15_000;
const TRANSFER = 'alipay.fund.trans.uni.transfer';
const QUERY = 'alipay.fund.trans.common.query';

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
/** Alipay reads `timestamp` as Beijing time, whatever the server's zone. */
const beijing = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The content Alipay signs and checks: every parameter but `sign`, non-empty, sorted by name, `k=v` joined with `&`. */
export function signingContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
export const rsa2Verify = (content: string, signature: string, key: KeyObject) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');

/**
 * The raw text of `<method>_response` in an answer, exactly as Alipay signed it (re-serialising the
 * parsed object could reorder or re-escape it): the balanced object after its key, strings respected.
 */
export function responseNode(body: string, method: string): string | null {
  const key = `"${method.replaceAll('.', '_')}_response"`;
  let i = body.indexOf(key);
  if (i < 0) return null;
  i = body.indexOf('{', i + key.length);
  if (i < 0) return null;
  let depth = 0;
  let inString = false;
  for (let j = i; j < body.length; j++) {
    const c = body[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return body.slice(i, j + 1);
  }
  return null;
}

/** One transfer of a payout: its own out_biz_no and amount. */
export interface PayoutPart {
  outBizNo: string;
  amount: number;
}

/**
 * A payout in transfers Alipay carries: one under the payout number when it fits, otherwise the fewest
 * equal parts (each within the cap, so each also well above the minimum) numbered `-1`, `-2`…; a
 * refusal's reason when it cannot go (below the minimum, or above the cap without splitting).
 */
export function payoutParts(payoutNo: string, amount: number, split: boolean): PayoutPart[] | { reason: string } {
  if (amount < PAYOUT_MIN) return { reason: `单笔转账金额不能低于 ¥${yuan(PAYOUT_MIN)}` };
  if (amount <= PAYOUT_MAX) return [{ outBizNo: payoutNo, amount }];
  if (!split) return { reason: `超过支付宝单笔转账上限 ¥${yuan(PAYOUT_MAX)}，且未开启拆分打款` };
  const n = Math.ceil(amount / PAYOUT_MAX);
  const base = Math.floor(amount / n);
  const extra = amount - base * n;
  return Array.from({ length: n }, (_, i) => ({ outBizNo: `${payoutNo}-${i + 1}`, amount: base + (i < extra ? 1 : 0) }));
}

export class AlipayPayoutProvider implements PayoutProvider {
  readonly channel = 'alipay' as const;

  constructor(
    private readonly config: AlipayConfig,
    private readonly split: boolean,
  ) {}

  /**
   * Sends the parts in order and stops at the first that is not paid: pending (a bank card transfer
   * under way; `query` picks up from there), failed (the first part: nothing left, the payout failed; a
   * later part: partial), or unknown (throws).
   */
  async transfer(order: PayoutOrder): Promise<Exclude<PayoutState, { status: 'unknown' }>> {
    const parts = payoutParts(order.payoutNo, order.amount, this.split);
    if (!Array.isArray(parts)) return { status: 'failed', reason: parts.reason };
    const paid: string[] = [];
    let paidAmount = 0;
    for (const part of parts) {
      const answer = await this.call(TRANSFER, this.transferContent(order, part));
      if (answer.code !== '10000') {
        if (answer.code !== '40004' || NOT_TAKEN_YET.has(answer.sub_code ?? ''))
          throw new PayoutOutcomeUnknown(`alipay ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`);
        return this.refused(paidAmount, answer.sub_msg ?? answer.msg ?? '支付宝拒绝了转账');
      }
      if (answer.status === 'SUCCESS' && answer.order_id) {
        paid.push(answer.order_id);
        paidAmount += part.amount;
        continue;
      }
      if (answer.status === 'FAIL') return this.refused(paidAmount, answer.fail_reason ?? '支付宝转账失败');
      return { status: 'pending' };
    }
    return { status: 'paid', transferNo: paid.join(',') };
  }

  /**
   * What Alipay knows of each part, in order: the first it never received makes the payout `unknown`
   * (sending again is safe: the parts it has answer as they are; a refusal Alipay answered at once also
   * left nothing), one under way `pending`, one refused `failed` or `partial`. Throws when Alipay cannot
   * answer now.
   */
  async query(order: PayoutOrder): Promise<PayoutState> {
    const parts = payoutParts(order.payoutNo, order.amount, this.split);
    if (!Array.isArray(parts)) return { status: 'failed', reason: parts.reason };
    const paid: string[] = [];
    let paidAmount = 0;
    for (const part of parts) {
      const answer = await this.call(QUERY, {
        out_biz_no: part.outBizNo,
        product_code: productCode(order),
        biz_scene: 'DIRECT_TRANSFER',
      });
      if (answer.code !== '10000') {
        if (answer.sub_code === 'ORDER_NOT_EXIST') return { status: 'unknown', paid: paidAmount };
        throw new PayoutOutcomeUnknown(
          `alipay query ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`,
        );
      }
      if (answer.status === 'SUCCESS' && answer.order_id) {
        paid.push(answer.order_id);
        paidAmount += part.amount;
        continue;
      }
      if (answer.status === 'FAIL' || answer.status === 'REFUND' || answer.status === 'CLOSED')
        return this.refused(paidAmount, answer.fail_reason ?? '支付宝转账失败');
      return { status: 'pending' };
    }
    return { status: 'paid', transferNo: paid.join(',') };
  }

  private refused(paidAmount: number, reason: string): Exclude<PayoutState, { status: 'unknown' }> {
    return paidAmount > 0 ? { status: 'partial', paid: paidAmount, reason } : { status: 'failed', reason };
  }

  private transferContent(order: PayoutOrder, part: PayoutPart) {
    const { payee } = order;
    return {
      out_biz_no: part.outBizNo,
      trans_amount: yuan(part.amount),
      product_code: productCode(order),
      biz_scene: 'DIRECT_TRANSFER',
      order_title: '推客星提现',
      // Alipay compares `name` with the account's verified holder and refuses a mismatch.
      payee_info:
        payee.type === 'alipay'
          ? { identity: payee.account, identity_type: 'ALIPAY_LOGON_ID', name: payee.name }
          : {
              identity: payee.account,
              identity_type: 'BANKCARD_ACCOUNT',
              name: payee.name,
              // account_type 2: a private person's card.
              bankcard_ext_info: { account_type: '2', inst_name: payee.bankName ?? '' },
            },
      remark: `提现 ${order.payoutNo}`,
    };
  }

  /** One signed request; the answer's node once its signature verifies, else the outcome is unknown. */
  private async call(method: string, content: object): Promise<AlipayAnswer> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijing(new Date()),
      version: '1.0',
      biz_content: JSON.stringify(content),
    };
    params.sign = rsa2Sign(signingContent(params), this.config.privateKey);
    let body: string;
    try {
      const res = await fetch(this.config.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await res.text();
      if (!res.ok) throw new PayoutOutcomeUnknown(`alipay answered HTTP ${res.status}`);
    } catch (err) {
      if (err instanceof PayoutOutcomeUnknown) throw err;
      throw new PayoutOutcomeUnknown(`alipay unreachable: ${(err as Error).message}`);
    }
    const node = responseNode(body, method);
    const sign = node ? signatureOf(body) : null;
    if (!node || !sign || !rsa2Verify(node, sign, this.config.alipayPublicKey))
      throw new PayoutOutcomeUnknown(`alipay answer to ${method} is not signed by Alipay`);
    return JSON.parse(node) as AlipayAnswer;
  }
}

const productCode = (order: PayoutOrder) => (order.payee.type === 'alipay' ? 'TRANS_ACCOUNT_NO_PWD' : 'TRANS_BANKCARD_NO_PWD');

function signatureOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { sign?: unknown };
    return typeof parsed.sign === 'string' ? parsed.sign : null;
  } catch {
    return null;
  }
}
