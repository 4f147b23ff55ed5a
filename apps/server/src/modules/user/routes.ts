import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth-routes';
import { deletionReviewRoutes } from './deletion-review-routes';
import { profileRoutes } from './profile-routes';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(deletionReviewRoutes);
};
