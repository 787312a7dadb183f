/**
 * The route table of the SPA (docs/architecture.md § The SPA): every page is code-split (React.lazy) so the public
 * landing never loads the account area. `routeMetaTable` gives each path its title,
 * description and keywords keys for {@link RouteMeta}.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { RouteErrorBoundary } from './components/error-boundary';
import { lazyThemed, loadTheme } from './components/lazy-themed';
import { lazyPages } from './components/lazy-page';
import { readSearch, stayParams, writeSearch } from './pages/objects/search-params';

/** What {@link RouteMeta} reads for a path. */
export interface RouteMetaEntry {
  path: string;
  /** i18n key of the title, or `home` for the landing's own title. */
  titleKey: string;
  descriptionKey?: string;
  /** docs/rules.md R6.5: only / and /services carry a keywords meta. */
  keywordsKey?: string;
}

export interface PageRoute extends RouteMetaEntry {
  Component: LazyExoticComponent<ComponentType>;
  /**
   * Loads the page's module (and the lazy parts it draws at once) without rendering; the browser
   * awaits it before hydrating server-rendered HTML, so the lazy page resolves at once.
   */
  preload?: () => Promise<unknown>;
  /**
   * For a page drawn from its query string (the search): the query in canonical form. The server
   * renders the page for path plus this query, and renders it afresh for every request, as its
   * content (what is free tonight) changes with every booking (server/ssr.ts).
   */
  canonicalQuery?: (params: URLSearchParams) => URLSearchParams;
  /** A page drawn from its query that is the same for everyone (the news list's page): cached per query too. */
  queryCached?: boolean;
}

/** A loader that runs once; later calls return the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= load());
}

/**
 * Public routes of the light shell (src/App.tsx): no Refine on their path, data through
 * providers/api-hooks.ts. Landing and information pages belong here.
 */
const loadLanding = once(() => import('./pages/landing'));
const loadIntro = once(() => import('./pages/objects/intro'));
const loadSearch = once(() => import('./pages/objects/search'));
const loadObject = once(() => import('./pages/objects/show'));
/** The landing's sections (src/pages/site/sections.tsx), lazy below the hero. */
export const loadSections = once(() => import('./pages/site/sections'));

export const publicRoutes: PageRoute[] = [
  {
    path: '/',
    titleKey: 'home',
    descriptionKey: 'app.description',
    keywordsKey: 'app.keywords',
    // The landing draws no antd component (shell buttons, icons only). Its sections below start
    // loading at once but are not awaited: React hydrates the hero first and the sections'
    // Suspense boundary, whose server HTML stays in place, when their code arrives.
    Component: lazy(loadLanding),
    preload: () => {
      void loadSections();
      return loadLanding();
    },
  },
  // The search (docs/rules.md R4.3–R4.7): rendered by the server for its query, like the other public pages.
  {
    path: '/objects',
    titleKey: 'search.title',
    // An island in the antd theme of its own (./pages/objects/search.tsx).
    Component: lazy(() => loadSearch().then((m) => ({ default: m.SearchRoute }))),
    preload: loadSearch,
    canonicalQuery: (params) => writeSearch(readSearch(params)),
  },
  // An object's page (docs/rules.md R4.2): rendered for its stay and never cached (the booked
  // nights change with every booking); the photos, calendar and booking card are islands.
  {
    path: '/objects/:id',
    titleKey: 'objects.intro',
    Component: lazyThemed(loadObject),
    preload: () => Promise.all([loadObject(), loadTheme()]),
    canonicalQuery: (params) => new URLSearchParams(stayParams(readSearch(params))),
  },
  {
    path: '/objects-intro',
    titleKey: 'objects.intro',
    Component: lazyThemed(loadIntro),
    preload: () => Promise.all([loadIntro(), loadTheme()]),
  },
  {
    path: '/account-deleted',
    titleKey: 'deleteAccount.done',
    Component: lazyThemed(() => import('./pages/account-deleted')),
  },
  ...siteRoutes(),
  ...serviceRoutes(),
];

/** Issue 13: the services catalog (docs/rules.md R15.1); only /services (and /) carry keywords (R6.5). */
function serviceRoutes(): PageRoute[] {
  const load = once(() => import('./pages/site/services'));
  return [
    {
      path: '/services',
      titleKey: 'services.title',
      descriptionKey: 'services.lead',
      keywordsKey: 'services.keywords',
      Component: named(load, 'ServicesPage'),
      preload: load,
    },
    {
      path: '/services/:serviceId',
      titleKey: 'services.title',
      descriptionKey: 'services.lead',
      Component: named(load, 'ServicePage'),
      preload: load,
    },
  ];
}

/** A lazy page that is a named export of a module with several pages, in the portal's antd theme. */
function named<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazyThemed(load, (m) => m[name] as ComponentType);
}

/**
 * Issue #4: the landing's sections as pages, information pages, news, partners, long-term
 * rental segments and the question form (docs/rules.md R6.3–R6.4).
 */
function siteRoutes(): PageRoute[] {
  const sections = loadSections;
  const info = once(() => import('./pages/site/info'));
  const news = once(() => import('./pages/site/news'));
  const partners = once(() => import('./pages/site/partners'));
  const segments = once(() => import('./pages/site/segments'));
  const ask = once(() => import('./pages/site/ask-question'));
  const esign = once(() => import('./pages/site/esign-agreement'));
  const legal = once(() => import('./pages/site/legal'));
  // The news list's page is in its query (`?page=2`): rendered, and cached, per page.
  const newsQuery = (params: URLSearchParams) => {
    const page = Number(params.get('page'));
    return new URLSearchParams(Number.isInteger(page) && page > 1 ? { page: String(page) } : {});
  };
  // [path, title key, description key, module, export, drawn without antd (no theme provider)?]
  const table: [string, string, string, () => Promise<Record<string, unknown>>, string, 'plain'?][] = [
    ['/gallery', 'site.gallery', 'site.galleryText', sections, 'GalleryPage', 'plain'],
    ['/infrastructure', 'site.infrastructure', 'site.infrastructureText', sections, 'InfrastructurePage', 'plain'],
    ['/location', 'site.location', 'site.locationText', sections, 'LocationPage', 'plain'],
    ['/mobile-app', 'site.mobileApp', 'site.mobileAppText', sections, 'MobileAppPage', 'plain'],
    ['/contacts', 'site.contacts', 'site.contactsText', info, 'ContactsPage'],
    ['/for-investors', 'site.forInvestors', 'site.forInvestorsText', info, 'ForInvestorsPage'],
    ['/questions', 'site.questions', 'site.questionsText', info, 'QuestionsPage'],
    ['/about-company', 'site.aboutCompany', 'site.aboutCompanyText', info, 'AboutCompanyPage'],
    ['/policy', 'site.policy', 'site.policyText', info, 'PolicyPage'],
    ['/about', 'site.about', 'site.aboutText', info, 'AboutPage'],
    ['/personal-data-rules', 'site.personalDataRules', 'site.personalDataRulesText', info, 'PersonalDataRulesPage'],
    ['/terms-of-use', 'site.agreement', 'site.agreementText', info, 'AgreementPage'],
    ['/privacy-policy', 'site.agreement', 'site.agreementText', info, 'AgreementPage'],
    ['/esign-agreement', 'site.esignAgreement', 'site.esignAgreementText', esign, 'EsignAgreementPage'],
    ['/payment', 'site.payment', 'site.paymentText', info, 'PaymentPage'],
    ['/payment-mobile', 'site.payment', 'site.paymentText', info, 'PaymentPage'],
    ['/office', 'site.office', 'site.officeText', info, 'OfficePage'],
    ['/registersoftware', 'site.registerSoftware', 'site.registerSoftwareText', info, 'RegisterSoftwarePage'],
    ['/news', 'site.news', 'site.newsText', news, 'NewsListPage', 'plain'],
    ['/news/:newsItemId', 'site.newsItem', 'site.newsText', news, 'NewsItemPage', 'plain'],
    ['/partners', 'site.partners', 'site.partnersText', partners, 'PartnersPage'],
    ['/partners/:partnerId', 'site.partner', 'site.partnersText', partners, 'PartnerPage'],
    ['/segments/apartments', 'site.segments', 'site.segmentsText', segments, 'SegmentApartmentsPage'],
    ['/segments/apartments/:id', 'site.segmentApartment', 'site.segmentsText', segments, 'SegmentApartmentPage'],
    ['/segments/:segmentId', 'site.segment', 'site.segmentsText', segments, 'SegmentPage'],
    ['/ask-question', 'question.title', 'question.description', ask, 'AskQuestionRoute'],
    // Consents as documents and the privacy policy (docs/rules.md R21.1).
    ['/legal/privacy', 'consents.kind.privacy', 'site.policyText', legal, 'PrivacyPage', 'plain'],
    ['/legal/consent/:kind', 'consents.documentTitle', 'site.policyText', legal, 'ConsentDocumentPage', 'plain'],
  ];
  return table.map(([path, titleKey, descriptionKey, load, name, plain]) =>
    plain
      ? // A plain page module may export `preload`: more code to await before drawing it (news: its pager).
        {
          path,
          titleKey,
          descriptionKey,
          ...(path === '/news' ? { canonicalQuery: newsQuery, queryCached: true } : {}),
          Component: lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))),
          preload: () => load().then((m) => (m.preload as (() => Promise<unknown>) | undefined)?.()),
        }
      : {
          path,
          titleKey,
          descriptionKey,
          Component: named(load, name),
          preload: () => Promise.all([load(), loadTheme()]),
        },
  );
}

/** Public routes that need Refine (auth, resources, forms): drawn in the public layout inside the Refine root. */
export const refinePublicRoutes: PageRoute[] = [
  { path: '/need-login', titleKey: 'pages.needLogin', Component: lazy(() => import('./pages/need-login')) },
  { path: '/login', titleKey: 'pages.login', Component: lazy(() => import('./pages/login')) },
  { path: '/objects/:id/order', titleKey: 'pages.order', Component: lazy(() => import('../resources/bookings/order')) },
  {
    path: '/check-in/:token',
    titleKey: 'checkInProgress.title',
    // With the online check-in's strings (src/locales/areas/check-in).
    Component: lazyPages('check-in')(() => import('../resources/bookings/shared-check-in')),
  },
  {
    path: '/payment-sandbox/:paymentId',
    titleKey: 'pages.paymentSandbox',
    Component: lazy(() => import('./pages/payment-sandbox')),
  },
];

/** Account routes that are not Refine resources, drawn inside the account layout. */
export const accountRoutes: PageRoute[] = [
  { path: '/user-info', titleKey: 'pages.userInfo', Component: lazy(() => import('./pages/user-info')) },
  { path: '/dashboard', titleKey: 'pages.dashboard', Component: lazy(() => import('./pages/dashboard')) },
];

/**
 * Routes with metadata known to the shell. Resource pages add theirs when the Refine root loads
 * ({@link registerRouteMeta}), so the shell does not import the resources (and their icons).
 */
const metaEntries: RouteMetaEntry[] = [...publicRoutes, ...refinePublicRoutes, ...accountRoutes];
const NOT_FOUND: RouteMetaEntry = { path: '*', titleKey: 'error.notFound' };
let metaTable: RouteMetaEntry[] = [...metaEntries, NOT_FOUND];
const metaListeners = new Set<() => void>();

/** Every route with metadata, the 404 page (`*`) last. */
export const getRouteMetaTable = () => metaTable;

/** Adds route metadata (called by the Refine root for resource pages); notifies {@link subscribeRouteMeta}. */
export function registerRouteMeta(entries: RouteMetaEntry[]): void {
  metaEntries.push(
    ...entries.map(({ path, titleKey, descriptionKey, keywordsKey }) => ({
      path,
      titleKey,
      descriptionKey,
      keywordsKey,
    })),
  );
  metaTable = [...metaEntries, NOT_FOUND];
  metaListeners.forEach((l) => l());
}

/** Subscribes to changes of the metadata table (for `useSyncExternalStore`). */
export function subscribeRouteMeta(listener: () => void): () => void {
  metaListeners.add(listener);
  return () => void metaListeners.delete(listener);
}

/** A `<Route>` for a lazy page. */
/** A route of the table; its page sits in an error boundary that keeps the layout (issue 14 item 1). */
export const toRoute = ({ path, Component }: PageRoute) => (
  <Route
    key={path}
    path={path}
    element={
      <RouteErrorBoundary>
        <Component />
      </RouteErrorBoundary>
    }
  />
);
