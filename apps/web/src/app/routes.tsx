import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withPageTexts } from '../i18n';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** Each route's chunk loader, so the first page's chunk can start before React renders. */
const loaders = new Map<LazyExoticComponent<ComponentType>, PageLoader>();

const page = (load: PageLoader): LazyExoticComponent<ComponentType> => {
  const Page = lazy(load);
  loaders.set(Page, load);
  return Page;
};

/**
 * Every route of spec P2 §2, each page its own chunk so Home's first load stays small. No route
 * has path parameters.
 */
export const ROUTES: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  // Home's texts come with the first load; every other page draws once its texts are there too.
  { path: '/', Page: page(() => import('../pages/home-page')) },
  { path: '/alerts', Page: page(withPageTexts(() => import('../pages/alerts-page'))) },
  { path: '/map', Page: page(withPageTexts(() => import('../pages/map-page'))) },
  { path: '/officers', Page: page(withPageTexts(() => import('../pages/officers-page'))) },
  { path: '/profile', Page: page(withPageTexts(() => import('../pages/profile-page'))) },
  { path: '/law-office', Page: page(withPageTexts(() => import('../pages/law-office-page'))) },
  {
    path: '/law-notifications',
    Page: page(withPageTexts(() => import('../pages/law-notifications-page'))),
  },
  {
    path: '/california-laws',
    Page: page(withPageTexts(() => import('../pages/california-laws-page'))),
  },
  { path: '/state-laws', Page: page(withPageTexts(() => import('../pages/state-laws-page'))) },
  {
    path: '/constitutional-rights',
    Page: page(withPageTexts(() => import('../pages/constitutional-rights-page'))),
  },
  { path: '/restrictions', Page: page(withPageTexts(() => import('../pages/restrictions-page'))) },
  { path: '/how-it-works', Page: page(withPageTexts(() => import('../pages/how-it-works-page'))) },
  { path: '/downloads', Page: page(withPageTexts(() => import('../pages/downloads-page'))) },
  { path: '/privacy', Page: page(withPageTexts(() => import('../pages/privacy-page'))) },
  { path: '/terms', Page: page(withPageTexts(() => import('../pages/terms-page'))) },
  {
    path: '/contact-consent',
    Page: page(withPageTexts(() => import('../pages/contact-consent-page'))),
  },
  { path: '/verify-phone', Page: page(withPageTexts(() => import('../pages/verify-phone-page'))) },
  // An evidence bundle checked in the browser, nothing uploaded.
  { path: '/verify', Page: page(withPageTexts(() => import('../pages/evidence-check-page'))) },
  { path: '/alkebulan', Page: page(withPageTexts(() => import('../pages/alkebulan-page'))) },
  { path: '/partnership', Page: page(withPageTexts(() => import('../pages/partnership-page'))) },
  { path: '/demo', Page: page(withPageTexts(() => import('../pages/demo-page'))) },
  {
    path: '/video-management',
    Page: page(withPageTexts(() => import('../pages/video-management-page'))),
  },
  { path: '/features', Page: page(withPageTexts(() => import('../pages/features-page'))) },
  { path: '/founders', Page: page(withPageTexts(() => import('../pages/founders-page'))) },
  // The quick start (the manifest's "Start recording" shortcut): into the recorder at once.
  { path: '/record', Page: page(() => import('../pages/record-page')) },
  { path: '/drill', Page: page(() => import('../pages/drill-page')) },
  { path: '/watch', Page: page(() => import('../pages/watch-page')) },
  { path: '*', Page: page(withPageTexts(() => import('../pages/not-found-page'))) },
];

/**
 * Starts fetching the chunk of the page at `pathname` (main.tsx calls it before the first render):
 * it downloads alongside the entry's own work instead of after it. The browser keeps the module,
 * so the route's lazy() gets it without a second request.
 */
export function preloadRoute(pathname: string): void {
  const route = ROUTES.find(({ path }) => path === pathname);
  const load = route && loaders.get(route.Page);
  void load?.().catch(() => {
    // The route's own lazy() reports a failed load where the person can see it.
  });
}
