import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { SmsSender } from '../../deps';

/**
 * Development and test sender: writes the code to the server log (and keeps the last one per
 * phone so browser journeys and tests can read it, as a person would read their phone).
 */
export class LogSmsSender implements SmsSender {
  readonly sent = new Map<string, string>();
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async sendCode(phone: string, code: string) {
    this.sent.set(phone, code);
    this.log.info({ phone, code }, `[sms] verification code for ${phone}: ${code}`);
  }
}

/**
 * Production adapter: POSTs `{ phone, template: 'verify_code', params: { code } }` with a bearer key
 * to an HTTP SMS gateway (Aliyun/Tencent SMS are usually fronted this way). Configure with
 * SMS_PROVIDER=http, SMS_HTTP_ENDPOINT and SMS_HTTP_API_KEY; a non-2xx answer is an error.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly endpoint: string,
    private readonly apiKey: string,
  ) {}
  async sendCode(phone: string, code: string) {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
      body: JSON.stringify({ phone, template: 'verify_code', params: { code } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/** The configuration has already refused `http` without its endpoint and key, and `log` in production. */
export function createSmsSender(config: Config['sms'], log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'log') return new LogSmsSender(log);
  if (!config.httpEndpoint || !config.httpApiKey)
    throw new Error('SMS_PROVIDER=http needs SMS_HTTP_ENDPOINT and SMS_HTTP_API_KEY');
  return new HttpSmsSender(config.httpEndpoint, config.httpApiKey);
}
