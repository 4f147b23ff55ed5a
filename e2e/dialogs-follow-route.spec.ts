import { expect, type Locator, type Page, test } from '@playwright/test';
import { hashUrl } from './support/chromium.mjs';
import { watchPageErrors } from './support/page-errors';
import { loginAsDemo, useSession } from './support/session';

/**
 * Every dialog and sheet belongs to the page that opened it (issue 20): open each one, press the
 * browser's back, and it is gone from the page that follows, its buttons with it. The pages are
 * reached from 我的 so back leaves them as a person's back does.
 */

interface Case {
  name: string;
  route: string;
  /** Opens the dialog or sheet and answers what shows it is open. */
  open: (page: Page) => Promise<Locator>;
}

const CASES: Case[] = [
  {
    name: '设置 → 注销账号',
    route: 'my/setting/setting',
    open: async (page) => {
      await page.getByText('注销账号', { exact: true }).click();
      return page.getByRole('button', { name: '确认注销' });
    },
  },
  {
    name: '设置 → 退出登录',
    route: 'my/setting/setting',
    open: async (page) => {
      await page.getByRole('button', { name: '退出登录' }).click();
      return page.getByText('确定要退出当前账号吗？');
    },
  },
  {
    name: '设置 → 昵称 sheet',
    route: 'my/setting/setting',
    open: async (page) => {
      await page.getByText('昵称', { exact: true }).click();
      return page.getByRole('form', { name: '修改昵称' });
    },
  },
  {
    name: '我的关键词 → 删除',
    route: 'myKeyWord/myKeyWord',
    open: async (page) => {
      await page.getByRole('button', { name: '删除', exact: true }).first().click();
      return page.getByRole('button', { name: '确认删除' });
    },
  },
  {
    name: '推广账号 → 解绑',
    route: 'account/myMeidaAccount',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^解绑 / })
        .first()
        .click();
      return page.getByText('解绑推广账号');
    },
  },
  {
    name: '推广收益 → 收益来源 sheet',
    route: 'account/account',
    open: async (page) => {
      await page
        .getByRole('button', { name: /查看来源$/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: '收益来源' });
    },
  },
  {
    name: '星图任务 → 任务详情 sheet',
    route: 'star/mcn',
    open: async (page) => {
      await page
        .getByRole('button', { name: /查看任务$/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: '任务详情' });
    },
  },
];

test.describe('dialogs and sheets close when the route changes', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useSession(context, await loginAsDemo(baseURL!));
  });

  for (const c of CASES) {
    test(`${c.name}, then back: nothing of it is left on the next page`, async ({ page, baseURL }) => {
      const errors = watchPageErrors(page);
      await page.goto(hashUrl(baseURL!, 'pages/my/my'));
      await expect(page.getByText('推客号：')).toBeVisible();
      await page.goto(hashUrl(baseURL!, c.route));
      const open = await c.open(page);
      await expect(open).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/#\/pages\/my\/my$/);
      await expect(open).toBeHidden();
      // The mask is gone too: the page that follows takes taps again.
      await expect(page.locator('.adm-mask:visible')).toHaveCount(0);
      await page.getByLabel('设置', { exact: true }).click();
      await expect(page).toHaveURL(/#\/my\/setting\/setting$/);
      expect(errors.take()).toEqual([]);
    });
  }
});
