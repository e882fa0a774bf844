import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { skipLandingWhenSignedIn } from './app/players-start';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/app-routes';
import { holdUntilFirstPaint } from './lib/first-paint';
import { takePrerendered } from './lib/prerendered';
import './styles.css';

const prerenderedShown = takePrerendered();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
skipLandingWhenSignedIn();
// Drawn by the entry first, then the page's chunk (lib/first-paint.ts); a pre-rendered page is on screen already.
if (!prerenderedShown) holdUntilFirstPaint();

const app = createRoot(root);
// A pre-rendered page is already on screen: React draws the app in short slices instead of one long task, so a
// phone stays responsive meanwhile (issue 14, Lighthouse's total blocking time).
const render = () => {
  app.render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
};
if (prerenderedShown) startTransition(render);
else render();

// issue 60 (ADR 116): the service worker is registered once the page has loaded, from a chunk of its own, so the first
// load carries none of it and the worker's installation (the shell's precache) never competes with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/service-worker');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
