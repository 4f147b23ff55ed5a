import { expect, type Page } from '@playwright/test';

/** The code as the person reads it on their phone: from the development SMS sender (DEV_HELPERS). */
export async function lastSmsCode(page: Page, phone: string) {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/sms/last?phone=${phone}`);
      code = res.ok() ? ((await res.json()) as { data: { code: string } }).data.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
