import { WORK_TYPE } from '@tuike/contract/enums';
import { MyAliasesPage } from '../../features/promotion/components/MyAliasesPage';

/** 我的推广 of dramas. */
export default function MyPostPage() {
  return <MyAliasesPage workType={WORK_TYPE.drama.value} title="我的短剧推广" />;
}
