import { WORK_TYPE } from '@tuike/contract/enums';
import { WorkPromotion } from './WorkPromotion';

export default function DramaDetailPage() {
  return <WorkPromotion type={WORK_TYPE.drama.value} />;
}
