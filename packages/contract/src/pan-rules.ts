/**
 * A drive platform's UID as its app shows it: letters, digits, `_` and `-`. Zod-free, so the app's
 * UID field checks it as the server does without carrying zod.
 */
export const PAN_UID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
export const PAN_UID_RULE_TEXT = '网盘UID为 4-32 位字母、数字、下划线或短横线';

/** What a cloud-drive resource holds; the promoter picks resources by it on pan/panDetail. */
export const PAN_RESOURCE_CATEGORY = {
  drama: { value: 1, label: '短剧' },
  novel: { value: 2, label: '小说' },
  movie: { value: 3, label: '影视' },
  variety: { value: 4, label: '综艺' },
  study: { value: 5, label: '学习资料' },
} as const;
export type PanResourceCategory = 1 | 2 | 3 | 4 | 5;
export const panResourceCategoryItems = Object.values(PAN_RESOURCE_CATEGORY);
