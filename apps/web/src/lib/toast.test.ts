import { describe, expect, it, vi } from 'vitest';
import Toast from 'antd-mobile/es/components/toast';
import { loadingToast, toast } from './toast';

describe('toasts', () => {
  it('last 1500 ms by default', async () => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: vi.fn() });
    await toast('已复制');
    expect(show).toHaveBeenCalledWith({ content: '已复制', duration: 1500 });
  });

  it('keep a loading toast until it is closed', async () => {
    const close = vi.fn();
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close });
    const done = loadingToast('下载中...');
    await vi.waitFor(() => expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 })));
    done();
    expect(close).toHaveBeenCalled();
  });
});
