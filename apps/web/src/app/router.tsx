import { createBrowserRouter } from 'react-router';
import { AppShell } from './AppShell';
import { ROUTES } from './routes';

/** The app's one router; main.tsx creates it in a step of its own before the first render. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      children: ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
