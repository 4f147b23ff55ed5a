import {
  ZWorkDetailResponse,
  ZWorkIdQuery,
  ZWorksListQuery,
  ZWorksListResponse,
  ZWorkVideosResponse,
} from '@tuike/contract/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { worksService } from './service';

export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/works/list',
    {
      schema: {
        tags: ['works'],
        summary: 'Works (short dramas, novels) by type, search word and sort',
        querystring: ZWorksListQuery,
        response: { 200: ZWorksListResponse },
      },
    },
    async (req) => ok(await worksService.list(app.deps, req.query)),
  );
  app.get(
    '/api/works/detail',
    { schema: { tags: ['works'], summary: 'One work', querystring: ZWorkIdQuery, response: { 200: ZWorkDetailResponse } } },
    async (req) => ok(await worksService.detail(app.deps, req.query.id)),
  );
  app.get(
    '/api/works/videos',
    {
      schema: {
        tags: ['works'],
        summary: "A work's promotion materials (videos, images, copy)",
        querystring: ZWorkIdQuery,
        response: { 200: ZWorkVideosResponse },
      },
    },
    async (req) => ok(await worksService.materials(app.deps, req.query.id)),
  );
};
