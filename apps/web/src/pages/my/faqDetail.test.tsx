import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { anArticleDetail } from '../../test/factories/content';
import { currentPath, renderRoute } from '../../test/render-route';

const FAQ = '/api/article/FAQ';
const faq = (id: number, title: string, category = '提现', contentHtml = `<p>${title}的答案</p>`) =>
  anArticleDetail({ id, kind: 'faq', title, category, contentHtml });

describe('常见问题 (my/faqDetail)', () => {
  it('shows a skeleton, then the questions by category, with `?id=` opened', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', FAQ);
    renderRoute('/my/faqDetail?id=2');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok([faq(1, '多久到账', '提现'), faq(2, '口令是什么', '推广')]));
    expect(await screen.findByText('多久到账')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '推广' })).toBeTruthy();
    expect(screen.getByText('口令是什么的答案')).toBeTruthy();
    expect(api.firstCall('GET', FAQ).query).toEqual({});
  });

  it('searches by keyword and says when nothing matches, offering customer service', async () => {
    const api = installFakeApi().on('GET', FAQ, (req) => (req.query.keyword ? ok([]) : ok([faq(1, '多久到账')])));
    renderRoute('/my/faqDetail');
    await screen.findByText('多久到账');
    await userEvent.type(screen.getByRole('searchbox'), '退款');
    expect(await screen.findByText('没有找到与“退款”相关的问题')).toBeTruthy();
    expect(api.lastCall('GET', FAQ).query).toEqual({ keyword: '退款' });
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await waitFor(() => expect(currentPath()).toBe('/my/kefu'));
  });

  it('shows the empty view when there are no questions', async () => {
    installFakeApi().on('GET', FAQ, ok([]));
    renderRoute('/my/faqDetail');
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the questions', async () => {
    const api = installFakeApi().on('GET', FAQ, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/faqDetail');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    api.on('GET', FAQ, ok([faq(1, '多久到账')]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('多久到账')).toBeTruthy();
  });
});
