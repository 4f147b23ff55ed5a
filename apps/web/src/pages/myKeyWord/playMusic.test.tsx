import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { anAudio, aWorkDetail } from '../../test/factories/works';
import { renderRoute, toastsShown } from '../../test/render-route';

const WORK = '/api/works/detail';
const MATERIALS = '/api/works/videos';
const VIDEO = { id: 50, kind: 'video', title: '预告片', url: 'https://cdn.example.com/a.mp4', cover: null, text: null };

// jsdom has no media playback: play and pause only announce themselves, as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

const audio = () => document.querySelector('audio') as HTMLAudioElement;

function api() {
  return installFakeApi()
    .on('GET', WORK, ok(aWorkDetail({ id: 7, title: '霸道总裁爱上我', cover: 'https://cdn.example.com/c.jpg' })))
    .on(
      'GET',
      MATERIALS,
      ok([
        VIDEO,
        anAudio({ id: 51, title: '霸总出场 BGM' }),
        anAudio({ id: 52, title: '甜宠旁白', url: 'https://cdn.example.com/v.mp3' }),
      ]),
    );
}

describe('播放 (myKeyWord/playMusic)', () => {
  it('shows a skeleton, then the chosen audio with the cover, and plays, pauses and seeks', async () => {
    const fake = api();
    const held = fake.hold('GET', MATERIALS);
    renderRoute('/myKeyWord/playMusic?workId=7&materialId=52', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok([VIDEO, anAudio({ id: 51 }), anAudio({ id: 52, title: '甜宠旁白', url: 'https://cdn.example.com/v.mp3' })]));
    expect(await screen.findByRole('heading', { name: '甜宠旁白' })).toBeTruthy();
    expect(audio().getAttribute('src')).toBe('https://cdn.example.com/v.mp3');
    expect(screen.getByRole('img', { name: '霸道总裁爱上我' }).getAttribute('src')).toBe('https://cdn.example.com/c.jpg');

    Object.defineProperty(audio(), 'duration', { configurable: true, value: 83 });
    fireEvent.loadedMetadata(audio());
    expect(screen.getByLabelText('总时长').textContent).toBe('01:23');
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
    audio().currentTime = 30;
    fireEvent.timeUpdate(audio());
    expect(screen.getByLabelText('已播放').textContent).toBe('00:30');
    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), { target: { value: '60' } });
    expect(audio().currentTime).toBe(60);
    expect(screen.getByLabelText('已播放').textContent).toBe('01:00');
    await userEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();
  });

  it('plays the first audio without materialId and copies its title', async () => {
    clipboard = stubClipboard();
    api();
    renderRoute('/myKeyWord/playMusic?workId=7', { user: true });
    expect(await screen.findByRole('heading', { name: '霸总出场 BGM' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '复制标题' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['霸总出场 BGM']);
  });

  it('says when the audio fails to load; 重试 loads it again', async () => {
    api();
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    renderRoute('/myKeyWord/playMusic?workId=7', { user: true });
    await screen.findByRole('heading', { name: '霸总出场 BGM' });
    fireEvent.error(audio());
    expect(await screen.findByText('音频加载失败，请检查网络后重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();
  });

  it('says so when the work has no audio', async () => {
    api().on('GET', MATERIALS, ok([VIDEO]));
    renderRoute('/myKeyWord/playMusic?workId=7', { user: true });
    expect(await screen.findByText('这个作品没有可播放的音频')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the audio', async () => {
    const fake = api().on('GET', MATERIALS, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/playMusic?workId=7', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    fake.on('GET', MATERIALS, ok([anAudio({ title: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '恢复了' })).toBeTruthy();
  });
});
