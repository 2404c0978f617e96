import { createBrowserRouter } from 'react-router';
import { AppShell } from './AppShell';
import { ROUTES } from './routes';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
  },
]);
