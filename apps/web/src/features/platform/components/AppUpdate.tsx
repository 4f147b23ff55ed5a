import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { detectPlatform } from '../../../lib/runtime-env';
import { shouldOfferUpdate } from '../../../platform/version';
import { useUpdateCheck } from '../api/latest-version';
import { updateOffer } from '../update-offer';

// The dialog (and antd-mobile's Dialog) loads only when there is an update to offer.
const UpdateDialog = lazy(() => import('./UpdateDialog'));

/** Offers the newer apk once per start, in the Android shell only (spec section 4). */
export function AppUpdate() {
  const android = detectPlatform() === 'android';
  const { data } = useUpdateCheck(android);
  const [dismissed, setDismissed] = useState(false);
  const handledByPage = useSyncExternalStore(updateOffer.subscribe, updateOffer.isHandled);
  if (!data || dismissed || !shouldOfferUpdate(data.installed, data.latest)) return null;
  if (handledByPage && !data.latest.force) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog installed={data.installed} latest={data.latest} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
