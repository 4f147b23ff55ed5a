import {
  ZAdminVipLevelsResponse,
  ZMentorAssignBody,
  ZMentorAssignResponse,
  ZMentorIdBody,
  ZMentorInput,
  ZMentorListResponse,
  ZMentorResponse,
  ZMentorRuleDelete,
  ZMentorRuleListResponse,
  ZMentorRuleSave,
  ZMentorRuleSaveResponse,
  ZVipLevelsSave,
} from '../admin-growth';
import { callGroup, defineCall } from '../call';
import { ZOk } from '../envelope';

const tags = ['console: growth'];

/** VIP levels: the admin's, as the rest of the settings. */
export const adminVipCalls = callGroup({
  'GET /admin-api/vip/levels': defineCall({
    method: 'GET',
    path: '/admin-api/vip/levels',
    audience: 'operator',
    grant: 'settings.write',
    tags,
    summary: 'The VIP levels with their thresholds, benefits and how many promoters hold each',
    response: ZAdminVipLevelsResponse,
  }),
  'POST /admin-api/vip/levels/save': defineCall({
    method: 'POST',
    path: '/admin-api/vip/levels/save',
    audience: 'operator',
    grant: 'settings.write',
    tags,
    summary: 'Replace the whole table of VIP levels and the income period',
    description:
      'Levels are numbered 0, 1, 2… in order; level 0 has no threshold, every higher one at least one, and ' +
      'each threshold rises with the level. Promoters move to their new level at the next hourly recompute.',
    body: ZVipLevelsSave,
    response: ZAdminVipLevelsResponse,
  }),
});

/** Wechat mentors, their promoters and the team-leader rules: operators who manage promoters. */
export const adminMentorCalls = callGroup({
  'GET /admin-api/mentors/list': defineCall({
    method: 'GET',
    path: '/admin-api/mentors/list',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Every mentor with how many promoters and team leaders they have',
    response: ZMentorListResponse,
  }),
  'POST /admin-api/mentors/save': defineCall({
    method: 'POST',
    path: '/admin-api/mentors/save',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Create a mentor, or edit one (`id`)',
    body: ZMentorInput,
    response: ZMentorResponse,
  }),
  'POST /admin-api/mentors/delete': defineCall({
    method: 'POST',
    path: '/admin-api/mentors/delete',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Delete a mentor: their promoters are left without one and their team-leader rules end',
    body: ZMentorIdBody,
    response: ZOk,
  }),
  'POST /admin-api/mentors/assign': defineCall({
    method: 'POST',
    path: '/admin-api/mentors/assign',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Assign a mentor to the selected promoters (`mentorId` null: take their mentor away)',
    body: ZMentorAssignBody,
    response: ZMentorAssignResponse,
  }),
  'GET /admin-api/mentors/rules': defineCall({
    method: 'GET',
    path: '/admin-api/mentors/rules',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'The team-leader rules: everyone a leader invites gets the rule’s mentor',
    response: ZMentorRuleListResponse,
  }),
  'POST /admin-api/mentors/rules/save': defineCall({
    method: 'POST',
    path: '/admin-api/mentors/rules/save',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: "Give a team leader's invitees a mentor: applied now to the existing ones and at each registration",
    body: ZMentorRuleSave,
    response: ZMentorRuleSaveResponse,
  }),
  'POST /admin-api/mentors/rules/delete': defineCall({
    method: 'POST',
    path: '/admin-api/mentors/rules/delete',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'End a team-leader rule; invitees keep the mentor they have',
    body: ZMentorRuleDelete,
    response: ZOk,
  }),
});
