import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok, page } from '../test/fake-api';
import { anAlias } from '../test/factories/aliases';
import { aUser, homeData } from '../test/factories/user';
import { currentPath, renderRoute } from '../test/render-route';

/** What a person does with a dialog open: back, out of the page (the route changes under it). */
async function goBack(from: string) {
  act(() => window.history.back());
  await waitFor(() => expect(currentPath()).not.toBe(from));
}

// A cleared dialog fades out (react-spring, on timers here): on a loaded CI machine that took over the default 1 s.
const FADE = { timeout: 5000 };
const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).toBeNull(), FADE);

/** Two history entries: 我的, then the page under test, so back leaves it as a person's back does. */
function openFromMy(path: string) {
  window.history.replaceState(null, '', '/#/pages/my/my');
  window.history.pushState(null, '', `/#${path}`);
  renderRoute(path, { user: aUser() });
}

describe('dialogs and sheets close when the route changes', () => {
  it('设置 → 注销账号 → back: the 确认注销 dialog does not outlive the page', async () => {
    installFakeApi().on('GET', '/api/user/home/data', ok(homeData({ user: aUser() })));
    openFromMy('/my/setting/setting');
    await userEvent.click(await screen.findByText('注销账号'));
    expect(await screen.findByRole('button', { name: '确认注销' })).toBeTruthy();
    await goBack('/my/setting/setting');
    await gone('确认注销');
  });

  it('我的关键词 → 删除 → back: the 确认删除 dialog does not outlive the page', async () => {
    installFakeApi()
      .on('GET', '/api/user/home/data', ok(homeData({ user: aUser() })))
      .on('GET', '/api/worksAlias/StateList', ok([]))
      .on('GET', '/api/worksAlias/list', page([anAlias({ id: 1, alias: '留着别删' })]));
    openFromMy('/myKeyWord/myKeyWord');
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByRole('button', { name: '确认删除' })).toBeTruthy();
    await goBack('/myKeyWord/myKeyWord');
    await gone('确认删除');
  });

  it('设置 → 修改昵称 sheet → back: the sheet closes with its page', async () => {
    installFakeApi().on('GET', '/api/user/home/data', ok(homeData({ user: aUser() })));
    openFromMy('/my/setting/setting');
    await userEvent.click(await screen.findByText('昵称'));
    expect(await screen.findByRole('form', { name: '修改昵称' })).toBeTruthy();
    await goBack('/my/setting/setting');
    await waitFor(() => expect(screen.queryByRole('form', { name: '修改昵称' })).toBeNull(), FADE);
  });
});
