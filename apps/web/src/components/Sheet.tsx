import { Popup, type PopupProps } from 'antd-mobile';
import { useCloseOnRouteChange } from '../lib/use-close-on-route-change';

type Props = Omit<PopupProps, 'visible' | 'onClose' | 'onMaskClick'> & { visible: boolean; onClose: () => void };

/** The app's bottom sheet: closes on its mask, and when the route changes (lib/overlays). */
export function Sheet({ visible, onClose, ...rest }: Props) {
  useCloseOnRouteChange(visible, onClose);
  return <Popup visible={visible} onMaskClick={onClose} onClose={onClose} {...rest} />;
}
