import { App } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindToast } from '../../../lib/toast';
import { session } from '../../../lib/session';
import { FakeXhr, lastXhr } from '../../../test/fake-xhr';
import { MediaUpload } from './MediaUpload';

function Toasts() {
  bindToast(App.useApp().message);
  return null;
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  session.signIn('tok-1');
});
afterEach(() => vi.unstubAllGlobals());

const pick = (file: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('MediaUpload', () => {
  it('sends the file with the purpose and the token, then holds the stored URL and shows its thumbnail', async () => {
    const onChange = vi.fn();
    const onUploaded = vi.fn();
    const url = '/media/up/0123456789abcdef0123456789abcdef.png';
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 200, msg: 'ok', data: { url, originalName: '海报.png' } }) };
    const { rerender } = render(<MediaUpload purpose="cover" onChange={onChange} onUploaded={onUploaded} />);
    expect(screen.getByText('JPG、PNG、WebP、GIF，不超过 5 MB')).toBeTruthy();
    pick(new File(['png'], '海报.png', { type: 'image/png' }));
    await waitFor(() => expect(lastXhr()).not.toBeNull());
    expect(lastXhr()?.url).toBe('/admin-api/uploads?purpose=cover');
    expect(lastXhr()?.headers.Authorization).toBe('Bearer tok-1');
    expect((lastXhr()?.sent?.get('file') as File).name).toBe('海报.png');
    lastXhr()?.progress(50, 100);
    lastXhr()?.finish();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(url));
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ originalName: '海报.png' }));
    rerender(<MediaUpload purpose="cover" value={url} onChange={onChange} />);
    expect(screen.getByAltText('封面').getAttribute('src')).toBe(url.replace('.png', '.thumb.webp'));
  });

  it("shows the server's refusal and keeps the field as it was; refuses a file past the limit before sending", async () => {
    FakeXhr.last = null;
    FakeXhr.answer = {
      status: 415,
      body: JSON.stringify({
        code: 415,
        msg: 'file：封面只能上传 JPG、PNG、WebP、GIF 文件',
        data: null,
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    };
    const onChange = vi.fn();
    render(
      <App>
        <Toasts />
        <MediaUpload purpose="cover" onChange={onChange} />
      </App>,
    );
    pick(new File(['x'.repeat(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('文件过大，封面最大 5 MB')).toBeTruthy();
    expect(lastXhr()).toBeNull();
    pick(new File(['text'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(lastXhr()).not.toBeNull());
    lastXhr()?.finish();
    expect(await screen.findByText('封面只能上传 JPG、PNG、WebP、GIF 文件')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
