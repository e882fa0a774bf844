import { useRoutes, type RouteObject } from 'react-router';
import { routes } from './router';

/**
 * The app's pages (./router.tsx) at the router's address: BrowserRouter in the browser (main.tsx), StaticRouter at
 * build (prerender.tsx), MemoryRouter in tests.
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}
