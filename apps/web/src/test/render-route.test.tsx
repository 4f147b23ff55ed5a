import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { installFakeApi, ok } from './fake-api';
import { aUser, homeData } from './factories/user';
import { renderRoute } from './render-route';

// The home data's answer stores its user (fetchHomeData): an answer that lands after its test has ended
// must not sign the next test's visitor in. The tests run in order; the second checks what the first left.
const late = () => new Promise<void>((resolve) => setTimeout(resolve, 200));

describe('page-test kit: a test ends with its requests', () => {
  it('leaves a request for the home data unanswered when it ends', async () => {
    installFakeApi().on('GET', '/api/user/home/data', () =>
      late().then(() => ok(homeData({ user: aUser({ nickname: '上一个' }) }))),
    );
    renderRoute('/my/setting/setting', { user: true });
    expect(await screen.findByText('手机号')).toBeTruthy();
  });

  it('starts the next test without the previous answer in the session', async () => {
    await late();
    await late();
    expect(session.user()).toBeNull();
  });
});
