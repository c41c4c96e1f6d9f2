/** LTI 1.3: platform registrations, the tool's own URLs and keys, login initiation, launch, Deep Linking and grades (ADR 183). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../appDeps';

export const ltiRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
