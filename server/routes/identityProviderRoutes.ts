/** OpenID Connect single sign-on: the providers an institution registers and the sign-in through them (ADR 182). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../appDeps';

export const identityProviderRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
