import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Created at import time so the first page's code starts loading while the start-up loader shows. */
export const router = createBrowserRouter(routes);
