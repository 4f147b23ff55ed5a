import { WORK_TYPE } from '@tuike/contract/enums';
import { WorkPromotion } from './WorkPromotion';

export default function NovelDetailPage() {
  return <WorkPromotion type={WORK_TYPE.novel.value} />;
}
