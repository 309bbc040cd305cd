import { STARTUP_LOADER_MS } from '@contract/constants.ts';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { StartupLoader } from './layout/startup-loader.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

/** The start-up loader for STARTUP_LOADER_MS, then the routed site. */
export function App() {
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarting(false), STARTUP_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return <AppProviders>{starting ? <StartupLoader /> : <RouterProvider router={router} />}</AppProviders>;
}
