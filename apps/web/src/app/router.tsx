import { Route, Routes } from 'react-router';
import { AppShell } from './AppShell';
import { ROUTES } from './routes';

/**
 * The app's routes, in React Router's declarative mode: every page is a lazy component and none
 * loads data through the router, so its data router (half of the library, 15 KB of the first
 * load gzipped, and a task of its own to create) would carry nothing.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
