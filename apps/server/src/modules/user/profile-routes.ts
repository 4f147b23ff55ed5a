import { ZOk } from '@tuike/contract/envelope';
import {
  ZApplyDeleteRequest,
  ZChangePasswordRequest,
  ZDeletionApplicationResponse,
  ZHomeDataResponse,
  ZModifyNicknameRequest,
  ZModifyWxInfoRequest,
  ZUserResponse,
} from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, userIdOf } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { userService } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser;

  app.get(
    '/api/user/home/data',
    {
      onRequest,
      schema: { tags, summary: 'The user and the home dashboard figures', security, response: { 200: ZHomeDataResponse } },
    },
    async (req) => ok(await userService.homeData(app.deps, userIdOf(req))),
  );
  app.post(
    '/api/user/modifynickname',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the nickname (1–20 characters, trimmed)',
        security,
        body: ZModifyNicknameRequest,
        response: { 200: ZUserResponse },
      },
    },
    async (req) => ok(await userService.modifyNickname(app.deps, userIdOf(req), req.body.nickname)),
  );
  app.post(
    '/api/user/modifyWxInfo',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Bind a WeChat ID to the account',
        security,
        body: ZModifyWxInfoRequest,
        response: { 200: ZUserResponse },
      },
    },
    async (req) => ok(await userService.modifyWxInfo(app.deps, userIdOf(req), req.body.wxId)),
  );
  app.post(
    '/api/user/changepassword',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the password; every other session is signed out, this one stays',
        security,
        body: ZChangePasswordRequest,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await userService.changePassword(app.deps, sessionOf(req), req.body, req.ip);
      return ok(null);
    },
  );
  app.post(
    '/api/user/applyDeleteAccount',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Apply to delete the account: recorded for the operator, signs out everywhere; logging in within 7 days withdraws it',
        security,
        body: ZApplyDeleteRequest,
        response: { 200: ZDeletionApplicationResponse },
      },
    },
    async (req) => ok(await userService.applyDeleteAccount(app.deps, userIdOf(req), req.body.reason)),
  );
};
