import { DeferredHydration } from '@client/components/deferred-hydration.tsx';
import { PrivacyGate } from '@client/features/privacy/consent-gate.tsx';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BackToTop } from './back-to-top.tsx';
import { FirstPasswordRedirect } from './first-password-redirect.tsx';
import { Footer } from './footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';
import { TopBar } from './top-bar.tsx';

/** Skip link, header (top bar + navbar), the page, footer, back-to-top. */
export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {/*
        The top bar scrolls away; the navbar's header stays at the top of the screen. The page
        hydrates first; the top bar (links only), the navbar and the footer (below the first
        screen) each in a task of its own after it, so that no one task is long (ADR 036).
      */}
      <DeferredHydration>
        <TopBar />
      </DeferredHydration>
      <DeferredHydration>
        <header id="page-top" className="site-header" tabIndex={-1}>
          <SiteNavbar />
        </header>
      </DeferredHydration>
      <main id="main-content" ref={mainRef} tabIndex={-1}>
        <PrivacyGate>
          <Outlet />
        </PrivacyGate>
      </main>
      <DeferredHydration>
        <Footer />
      </DeferredHydration>
      <BackToTop />
      <FirstPasswordRedirect />
      <ScrollRestoration />
    </>
  );
}
