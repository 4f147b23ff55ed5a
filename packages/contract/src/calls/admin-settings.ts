import { ZAdminSettingsResponse, ZSettingSaveRequest } from '../admin-settings';
import { callGroup, defineCall } from '../call';

const tags = ['console: settings'];

/** The app's settings (fees, limits, windows), admin only. */
export const adminSettingsCalls = callGroup({
  'GET /admin-api/settings': defineCall({
    method: 'GET',
    path: '/admin-api/settings',
    audience: 'operator',
    grant: 'settings.write',
    tags,
    summary: 'Every setting group with the values in force, the defaults and any stored field the server could not use',
    response: ZAdminSettingsResponse,
  }),
  'POST /admin-api/settings/save': defineCall({
    method: 'POST',
    path: '/admin-api/settings/save',
    audience: 'operator',
    grant: 'settings.write',
    tags,
    summary: 'Change fields of one setting group (`key`: app or promotion; `value`: the fields to change)',
    description:
      'The fields are merged over the values in force and the whole group is checked with the schema the ' +
      'server reads it with; a bad value answers 400 naming the field and is never stored. The app reads ' +
      "the new value within its cache's second.",
    body: ZSettingSaveRequest,
    response: ZAdminSettingsResponse,
  }),
});
