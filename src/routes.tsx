/**
 * The route table of the SPA (SPEC §2): every page is code-split (React.lazy) so the public
 * landing never loads the account area. `routeMetaTable` gives each path its title,
 * description and keywords keys for {@link RouteMeta}.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { resourceRoutes } from './resources';

const resourceMeta = (): RouteMetaEntry[] => resourceRoutes.map(({ path, titleKey, descriptionKey }) => ({ path, titleKey, descriptionKey }));

/** What {@link RouteMeta} reads for a path. */
export interface RouteMetaEntry {
  path: string;
  /** i18n key of the title, or `home` for the landing's own title. */
  titleKey: string;
  descriptionKey?: string;
  /** SPEC §2: only / and /services carry a keywords meta. */
  keywordsKey?: string;
}

export interface PageRoute extends RouteMetaEntry {
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Public routes of the light shell (src/App.tsx): no Refine on their path, data through
 * providers/api-hooks.ts. Landing and information pages belong here.
 */
export const publicRoutes: PageRoute[] = [
  { path: '/', titleKey: 'home', descriptionKey: 'app.description', keywordsKey: 'app.keywords', Component: lazy(() => import('./pages/landing')) },
  ...siteRoutes(),
];

/** A lazy page that is a named export of a module with several pages. */
function named<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * Issue #4: the landing's sections as pages, information pages, news, partners, long-term
 * rental segments and the question form (SPEC §2 public routes).
 */
function siteRoutes(): PageRoute[] {
  const sections = () => import('./pages/site/sections');
  const info = () => import('./pages/site/info');
  const news = () => import('./pages/site/news');
  const partners = () => import('./pages/site/partners');
  const segments = () => import('./pages/site/segments');
  return [
    { path: '/gallery', titleKey: 'site.gallery', descriptionKey: 'site.galleryText', Component: named(sections, 'GalleryPage') },
    { path: '/infrastructure', titleKey: 'site.infrastructure', descriptionKey: 'site.infrastructureText', Component: named(sections, 'InfrastructurePage') },
    { path: '/location', titleKey: 'site.location', descriptionKey: 'site.locationText', Component: named(sections, 'LocationPage') },
    { path: '/mobile-app', titleKey: 'site.mobileApp', descriptionKey: 'site.mobileAppText', Component: named(sections, 'MobileAppPage') },
    { path: '/contacts', titleKey: 'site.contacts', descriptionKey: 'site.contactsText', Component: named(info, 'ContactsPage') },
    { path: '/for-investors', titleKey: 'site.forInvestors', descriptionKey: 'site.forInvestorsText', Component: named(info, 'ForInvestorsPage') },
    { path: '/questions', titleKey: 'site.questions', descriptionKey: 'site.questionsText', Component: named(info, 'QuestionsPage') },
    { path: '/about-company', titleKey: 'site.aboutCompany', descriptionKey: 'site.aboutCompanyText', Component: named(info, 'AboutCompanyPage') },
    { path: '/policy', titleKey: 'site.policy', descriptionKey: 'site.policyText', Component: named(info, 'PolicyPage') },
    { path: '/about', titleKey: 'site.about', descriptionKey: 'site.aboutText', Component: named(info, 'AboutPage') },
    { path: '/personal-data-rules', titleKey: 'site.personalDataRules', descriptionKey: 'site.personalDataRulesText', Component: named(info, 'PersonalDataRulesPage') },
    { path: '/terms-of-use', titleKey: 'site.agreement', descriptionKey: 'site.agreementText', Component: named(info, 'AgreementPage') },
    { path: '/privacy-policy', titleKey: 'site.agreement', descriptionKey: 'site.agreementText', Component: named(info, 'AgreementPage') },
    { path: '/payment', titleKey: 'site.payment', descriptionKey: 'site.paymentText', Component: named(info, 'PaymentPage') },
    { path: '/payment-mobile', titleKey: 'site.payment', descriptionKey: 'site.paymentText', Component: named(info, 'PaymentPage') },
    { path: '/office', titleKey: 'site.office', descriptionKey: 'site.officeText', Component: named(info, 'OfficePage') },
    { path: '/registersoftware', titleKey: 'site.registerSoftware', descriptionKey: 'site.registerSoftwareText', Component: named(info, 'RegisterSoftwarePage') },
    { path: '/news', titleKey: 'site.news', descriptionKey: 'site.newsText', Component: named(news, 'NewsListPage') },
    { path: '/news/:newsItemId', titleKey: 'site.newsItem', descriptionKey: 'site.newsText', Component: named(news, 'NewsItemPage') },
    { path: '/partners', titleKey: 'site.partners', descriptionKey: 'site.partnersText', Component: named(partners, 'PartnersPage') },
    { path: '/partners/:partnerId', titleKey: 'site.partner', descriptionKey: 'site.partnersText', Component: named(partners, 'PartnerPage') },
    { path: '/segments/apartments', titleKey: 'site.segments', descriptionKey: 'site.segmentsText', Component: named(segments, 'SegmentApartmentsPage') },
    { path: '/segments/apartments/:id', titleKey: 'site.segmentApartment', descriptionKey: 'site.segmentsText', Component: named(segments, 'SegmentApartmentPage') },
    { path: '/segments/:segmentId', titleKey: 'site.segment', descriptionKey: 'site.segmentsText', Component: named(segments, 'SegmentPage') },
    { path: '/ask-question', titleKey: 'question.title', descriptionKey: 'question.description', Component: lazy(() => import('./pages/site/ask-question')) },
  ];
}

/** Public routes that need Refine (auth, resources, forms): drawn in the public layout inside the Refine root. */
export const refinePublicRoutes: PageRoute[] = [
  { path: '/need-login', titleKey: 'pages.needLogin', Component: lazy(() => import('./pages/need-login')) },
  { path: '/login', titleKey: 'pages.login', Component: lazy(() => import('./pages/login')) },
];

/** Account routes that are not Refine resources, drawn inside the account layout. */
export const accountRoutes: PageRoute[] = [
  { path: '/user-info', titleKey: 'pages.userInfo', Component: lazy(() => import('./pages/user-info')) },
  { path: '/dashboard', titleKey: 'pages.dashboard', Component: lazy(() => import('./pages/dashboard')) },
];

/** Every route with metadata; the 404 page matches `*`. */
export const routeMetaTable: RouteMetaEntry[] = [
  ...publicRoutes,
  ...refinePublicRoutes,
  ...accountRoutes,
  ...resourceMeta(),
  { path: '*', titleKey: 'error.notFound' },
];

/** A `<Route>` for a lazy page. */
export const toRoute = ({ path, Component }: PageRoute) => <Route key={path} path={path} element={<Component />} />;
