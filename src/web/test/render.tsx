/**
 * Helpers for component and hook tests (Vitest + Testing Library on happy-dom): the app's
 * providers around a component, and a fake `fetch` that answers like the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Shows where the router went, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function providers(route: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { queryClient, Wrapper };
}

export function renderWithProviders(ui: ReactNode, { route = '/' } = {}) {
  const { queryClient, Wrapper } = providers(route);
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

export function renderHookWithProviders<Result>(hook: () => Result, { route = '/' } = {}) {
  const { queryClient, Wrapper } = providers(route);
  return { queryClient, ...renderHook(hook, { wrapper: Wrapper }) };
}

export interface FakeRequest {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}

/** Replaces `fetch` with `answer`; returns the requests it saw. Undo with `vi.unstubAllGlobals()`. */
export function fakeFetch(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init.headers),
    };
    requests.push(request);
    return answer(request);
  });
  return requests;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A text/event-stream answer whose events arrive one chunk each. */
export function eventStream(events: { event: string; data: unknown }[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const { event, data } of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
