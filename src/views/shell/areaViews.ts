/**
 * One lazily loaded chunk per area: a user downloads only the areas they open. Every area of the role table has
 * an entry, so a new area cannot be routed without a screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../../domain/access/roles';

/** The module of each area's screen, loaded on first use. */
export const AREA_MODULES: Readonly<Record<Area, () => Promise<{ default: ComponentType }>>> = {
  dashboard: () => import('../dashboard/DashboardView'),
  'methods-collections': () => import('../methodsCollections/MethodsCollectionsView'),
  playlist: () => import('../playlists/PlaylistsView'),
  lti: () => import('../lti/LtiView'),
  classes: () => import('../classes/ClassesView'),
  admins: () => import('../admins/AdminsView'),
  institutions: () => import('../institutions/InstitutionsView'),
  quiz: () => import('../quiz/QuizView'),
  banks: () => import('../banks/BanksView'),
  'class-access': () => import('../classAccess/ClassAccessView'),
  'client-hub-access': () => import('../clientHub/ClientHubAccessView'),
  'client-hub-playlist': () => import('../clientHub/ClientHubPlaylistView'),
  'identity-providers': () => import('../identityProviders/IdentityProvidersView'),
  sponsors: () => import('../sponsors/SponsorsView'),
  'faculty-resources': () => import('../facultyResources/FacultyResourcesView'),
  translations: () => import('../translations/TranslationsView'),
  banner: () => import('../banner/BannerView'),
  publish: () => import('../publish/PublishView'),
  moengage: () => import('../moengage/MoengageView'),
  'feature-flags': () => import('../featureFlags/FeatureFlagsView'),
  access: () => import('../access/AccessView'),
  author: () => import('../author/AuthorView'),
};

export const AREA_VIEWS = Object.fromEntries(
  Object.entries(AREA_MODULES).map(([area, load]) => [area, lazy(load)]),
) as Readonly<Record<Area, LazyExoticComponent<ComponentType>>>;
