// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, renderWithProviders } from '#web/test/render';
import ApiDocsTab from './ApiDocsTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shape /api/openapi.json has (src/server/observability/openapi/document.ts), in small. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Companion chat API', version: '0.1.0', description: 'Generated.' },
  paths: {
    '/api/characters/{id}': {
      get: {
        summary: 'One character',
        tags: ['characters'],
        'x-access': 'public',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'One character',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { name: { type: 'string', maxLength: 60 } },
                  required: ['name'],
                },
              },
            },
          },
          '404': { description: 'Not found.' },
        },
      },
    },
    '/api/admin/characters/{id}/active': {
      post: {
        summary: 'Activate or deactivate a character',
        tags: ['admin'],
        'x-access': 'admin',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { isActive: { type: 'boolean', description: 'Listed or not' } },
                required: ['isActive'],
              },
            },
          },
        },
        responses: { '200': { description: 'The character' } },
      },
    },
  },
  components: { schemas: { Error: { type: 'object' } } },
};

describe('ApiDocsTab', () => {
  it('groups operations by tag and shows who may call each', async () => {
    fakeFetch(() => json(200, DOCUMENT));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    const characters = await screen.findByRole('region', { name: /characters/ });
    expect(within(characters).getByText('/api/characters/{id}')).toBeTruthy();
    expect(within(characters).getByText('public')).toBeTruthy();
    const admin = screen.getByRole('region', { name: /admin/ });
    expect(within(admin).getByText('Activate or deactivate a character')).toBeTruthy();
    expect(screen.getByText('2 operations')).toBeTruthy();
  });

  it('opens an operation on its parameters, body and answers', async () => {
    fakeFetch(() => json(200, DOCUMENT));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    const line = await screen.findByText('/api/admin/characters/{id}/active');
    const details = line.closest('details')!;
    expect(details.open).toBe(false);
    // The keyboard (Enter/Space on the summary) is the browser's own: e2e/adminApiDocs.spec.ts.
    await userEvent.click(line.closest('summary')!);
    expect(details.open).toBe(true);
    expect(within(details).getByText('isActive')).toBeTruthy();
    expect(within(details).getByText('Listed or not')).toBeTruthy();
  });

  it('filters by words and by access, and says when nothing matches', async () => {
    fakeFetch(() => json(200, DOCUMENT));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    const box = await screen.findByLabelText('Filter operations');
    await userEvent.type(box, 'deactivate');
    expect(await screen.findByText('1 of 2 operations')).toBeTruthy();
    expect(screen.queryByText('/api/characters/{id}')).toBeNull();
    await userEvent.clear(box);
    await userEvent.selectOptions(screen.getByLabelText('Who may call it'), 'public');
    expect(await screen.findByText('/api/characters/{id}')).toBeTruthy();
    await userEvent.type(box, 'nothing-like-this');
    expect(await screen.findByText('No operation matches this filter.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await screen.findByText('2 operations')).toBeTruthy();
  });

  it('says when the document lists nothing', async () => {
    fakeFetch(() => json(200, { ...DOCUMENT, paths: {} }));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    expect(await screen.findByText('The document lists no operations.')).toBeTruthy();
  });

  it('fails visibly on a document that is not OpenAPI 3, with Retry', async () => {
    fakeFetch(() => json(200, { swagger: '2.0', paths: {} }));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load admin data')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows Access Denied when the server refuses', async () => {
    fakeFetch(() => json(403, { error: { code: 'forbidden', message: 'Admins only.' } }));
    renderWithProviders(<ApiDocsTab />, { route: '/admin/api' });
    expect(await screen.findByText(/Access Denied/i)).toBeTruthy();
  });
});
