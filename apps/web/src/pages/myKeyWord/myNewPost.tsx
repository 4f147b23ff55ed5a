import { WORK_TYPE } from '@tuike/contract/enums';
import { MyAliasesPage } from '../../features/promotion/components/MyAliasesPage';

/** 我的推广 of novels. */
export default function MyNewPostPage() {
  return <MyAliasesPage workType={WORK_TYPE.novel.value} title="我的小说推广" />;
}
