/**
 * One lazily loaded chunk per area: a user downloads only the areas they open. Every area of the role table has
 * an entry, so a new area cannot be routed without a screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../../domain/access/roles';

export const AREA_VIEWS: Readonly<Record<Area, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('../dashboard/DashboardView')),
  'methods-collections': lazy(() => import('../methodsCollections/MethodsCollectionsView')),
  playlist: lazy(() => import('../playlists/PlaylistsView')),
  lti: lazy(() => import('../lti/LtiView')),
  classes: lazy(() => import('../classes/ClassesView')),
  admins: lazy(() => import('../admins/AdminsView')),
  institutions: lazy(() => import('../institutions/InstitutionsView')),
  quiz: lazy(() => import('../quiz/QuizView')),
  'class-access': lazy(() => import('../classAccess/ClassAccessView')),
  'client-hub-access': lazy(() => import('../clientHub/ClientHubAccessView')),
  'client-hub-playlist': lazy(() => import('../clientHub/ClientHubPlaylistView')),
  'identity-providers': lazy(() => import('../identityProviders/IdentityProvidersView')),
  sponsors: lazy(() => import('../sponsors/SponsorsView')),
  'faculty-resources': lazy(() => import('../facultyResources/FacultyResourcesView')),
  translations: lazy(() => import('../translations/TranslationsView')),
  banner: lazy(() => import('../banner/BannerView')),
  publish: lazy(() => import('../publish/PublishView')),
  moengage: lazy(() => import('../moengage/MoengageView')),
  'feature-flags': lazy(() => import('../featureFlags/FeatureFlagsView')),
  access: lazy(() => import('../access/AccessView')),
  author: lazy(() => import('../author/AuthorView')),
};
