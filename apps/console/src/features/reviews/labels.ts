import { WORK_TYPE, type WorkType } from '@tuike/contract/enums';

export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  [WORK_TYPE.drama.value]: WORK_TYPE.drama.label,
  [WORK_TYPE.novel.value]: WORK_TYPE.novel.label,
};
