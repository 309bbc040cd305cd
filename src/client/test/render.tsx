import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the router went, so a test can assert a navigation as the visitor would see it. */
function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname}</p>;
}

/**
 * Renders a component as the app would (a fresh query client with the app's defaults, a router at
 * `path`, matched by `route`, e.g. '/resetpassword/:token'), and returns a user-event session. Any
 * other path shows a 'current-path' marker.
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', route = path }: { path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  // No delay between keystrokes: the tests stay fast, and the components see the same events.
  const user = userEvent.setup({ delay: null });
  // A data router, as the app's createBrowserRouter: what only it offers (useBlocker) works here too.
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** The path the router is on after leaving the rendered page. */
export async function findCurrentPath(): Promise<string | null> {
  return (await screen.findByTestId('current-path')).textContent;
}

/**
 * Puts text into a field as one paste (focus, then one input event): for long forms, where typing
 * character by character costs seconds on a loaded machine and tests nothing more.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
