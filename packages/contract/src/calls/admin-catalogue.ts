import {
  ZAdminWorkDetailResponse,
  ZAdminWorkIdBody,
  ZAdminWorkIdQuery,
  ZAdminWorkSave,
  ZAdminWorksPageQuery,
  ZAdminWorksPageResponse,
  ZAdminWorksReorder,
  ZAdminWorksReorderResponse,
} from '../admin-catalogue';
import {
  ZAdminMcnTaskDetailResponse,
  ZAdminMcnTaskIdBody,
  ZAdminMcnTaskIdQuery,
  ZAdminMcnTaskSave,
  ZAdminMcnTasksPageQuery,
  ZAdminMcnTasksPageResponse,
} from '../admin-mcn-tasks';
import {
  ZAdminTaskPlatformDetailResponse,
  ZAdminTaskPlatformIdQuery,
  ZAdminTaskPlatformSave,
  ZAdminTaskPlatformsPageQuery,
  ZAdminTaskPlatformsPageResponse,
} from '../admin-task-platforms';
import { callGroup, defineCall } from '../call';

const read = { audience: 'operator', grant: 'catalogue.read' } as const;
const write = { audience: 'operator', grant: 'catalogue.write' } as const;
const works = ['console: works'];
const platforms = ['console: task platforms'];
const mcn = ['console: star/MCN tasks'];

/** What the operator publishes: works, task platforms (alias rule, versioned prices), star/MCN tasks. */
export const adminCatalogueCalls = callGroup({
  'GET /admin-api/works/page': defineCall({
    method: 'GET',
    path: '/admin-api/works/page',
    ...read,
    tags: works,
    summary: 'Works, listed or not; filter by keyword, type, task platform and listing; sort',
    query: ZAdminWorksPageQuery,
    response: ZAdminWorksPageResponse,
  }),
  'GET /admin-api/works/detail': defineCall({
    method: 'GET',
    path: '/admin-api/works/detail',
    ...read,
    tags: works,
    summary: 'One work with its materials, listed or not',
    query: ZAdminWorkIdQuery,
    response: ZAdminWorkDetailResponse,
  }),
  'POST /admin-api/works/save': defineCall({
    method: 'POST',
    path: '/admin-api/works/save',
    ...write,
    tags: works,
    summary: 'Create a work (no id; unlisted until listed) or update one, materials included',
    body: ZAdminWorkSave,
    response: ZAdminWorkDetailResponse,
  }),
  'POST /admin-api/works/list': defineCall({
    method: 'POST',
    path: '/admin-api/works/list',
    ...write,
    tags: works,
    summary: 'List a work: the app shows it within a second',
    body: ZAdminWorkIdBody,
    response: ZAdminWorkDetailResponse,
  }),
  'POST /admin-api/works/unlist': defineCall({
    method: 'POST',
    path: '/admin-api/works/unlist',
    ...write,
    tags: works,
    summary: 'Unlist a work: the app stops showing it within a second',
    body: ZAdminWorkIdBody,
    response: ZAdminWorkDetailResponse,
  }),
  'POST /admin-api/works/reorder': defineCall({
    method: 'POST',
    path: '/admin-api/works/reorder',
    ...write,
    tags: works,
    summary: "Set works' weights: larger first in the app's 推荐 list",
    body: ZAdminWorksReorder,
    response: ZAdminWorksReorderResponse,
  }),

  'GET /admin-api/task-platforms/page': defineCall({
    method: 'GET',
    path: '/admin-api/task-platforms/page',
    ...read,
    tags: platforms,
    summary: 'Task platforms, enabled or not, with the price in force and the next scheduled one',
    query: ZAdminTaskPlatformsPageQuery,
    response: ZAdminTaskPlatformsPageResponse,
  }),
  'GET /admin-api/task-platforms/detail': defineCall({
    method: 'GET',
    path: '/admin-api/task-platforms/detail',
    ...read,
    tags: platforms,
    summary: 'One task platform with its rules and every price version',
    query: ZAdminTaskPlatformIdQuery,
    response: ZAdminTaskPlatformDetailResponse,
  }),
  'POST /admin-api/task-platforms/save': defineCall({
    method: 'POST',
    path: '/admin-api/task-platforms/save',
    ...write,
    tags: platforms,
    summary: 'Create or update a task platform; a changed price adds a version effective from a time',
    body: ZAdminTaskPlatformSave,
    response: ZAdminTaskPlatformDetailResponse,
  }),

  'GET /admin-api/mcn-tasks/page': defineCall({
    method: 'GET',
    path: '/admin-api/mcn-tasks/page',
    ...read,
    tags: mcn,
    summary: 'Star/MCN tasks in every state; filter by keyword, platform and status',
    query: ZAdminMcnTasksPageQuery,
    response: ZAdminMcnTasksPageResponse,
  }),
  'GET /admin-api/mcn-tasks/detail': defineCall({
    method: 'GET',
    path: '/admin-api/mcn-tasks/detail',
    ...read,
    tags: mcn,
    summary: 'One star/MCN task',
    query: ZAdminMcnTaskIdQuery,
    response: ZAdminMcnTaskDetailResponse,
  }),
  'POST /admin-api/mcn-tasks/save': defineCall({
    method: 'POST',
    path: '/admin-api/mcn-tasks/save',
    ...write,
    tags: mcn,
    summary: 'Create or update a star/MCN task (requirements HTML sanitised on save)',
    body: ZAdminMcnTaskSave,
    response: ZAdminMcnTaskDetailResponse,
  }),
  'POST /admin-api/mcn-tasks/end': defineCall({
    method: 'POST',
    path: '/admin-api/mcn-tasks/end',
    ...write,
    tags: mcn,
    summary: 'End a star/MCN task now: promoters can no longer take it',
    body: ZAdminMcnTaskIdBody,
    response: ZAdminMcnTaskDetailResponse,
  }),
});
