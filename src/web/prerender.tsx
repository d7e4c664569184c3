import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DRAWN_AGE_GATE_PATH, provideAgeGateQuestion } from './app/AgeGate';
import { AppLayout } from './app/AppLayout';
import * as ageGateQuestion from './app/AgeGateQuestion';
import { AppFrame } from './app/AppFrame';
import LandingPage from './features/landing/LandingPage';

/**
 * The first HTML the server sends a new visitor (docs/decisions/0042-prerendered-first-paint.md):
 * the landing page, or the 18+ question over an empty layout, as the app will draw them for a
 * guest. The app replaces this markup with its own on its first render.
 */
export interface PrerenderedPages {
  landing: string;
  ageGate: string;
}

function renderAt(path: string, Page: ComponentType) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderToString(
    <AppFrame Router={Router}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </AppFrame>,
  );
}

// The layout draws the question in place of any page at that address, as the app does; its code
// is loaded lazily in the browser, and given here so that it renders rather than suspends.
provideAgeGateQuestion(ageGateQuestion);
const NoPage = () => null;

export function prerenderPages(): PrerenderedPages {
  return {
    landing: renderAt('/', LandingPage),
    // A path no navigation item matches: the gate is served for every guarded page.
    ageGate: renderAt(DRAWN_AGE_GATE_PATH, NoPage),
  };
}
