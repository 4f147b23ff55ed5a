import { expect, type Page } from '@playwright/test';

/** Follows the picture captchas the page loads; `solve` answers the newest one once none is loading. */
export function captchas(page: Page) {
  let newest: string | null = null;
  let loading = 0;
  const isCaptcha = (url: string) => url.includes('/api/common/getPicCaptcha');
  page.on('request', (req) => {
    if (isCaptcha(req.url())) loading++;
  });
  page.on('requestfinished', async (req) => {
    if (!isCaptcha(req.url())) return;
    const body = (await (await req.response())?.json()) as { data: { captchaId: string } } | undefined;
    if (body) newest = body.data.captchaId;
    loading--;
  });
  return async function solve() {
    await expect.poll(() => loading === 0 && newest !== null).toBe(true);
    const res = await page.request.get(`/dev/captcha/answer?captchaId=${encodeURIComponent(newest!)}`);
    return ((await res.json()) as { data: { answer: string } }).data.answer;
  };
}
