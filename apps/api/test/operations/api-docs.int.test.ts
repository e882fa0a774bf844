import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** issue 57 (audit): the API's docs page and OpenAPI document are off in production unless API_DOCS is on (ADR 089). */
describe('API docs switch', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('serves neither /api/docs nor the OpenAPI document when API_DOCS is off', async () => {
    const t = await createTestApp({ env: { API_DOCS: 'false' }, webDist: null });
    apps.push(t);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/v1/openapi.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    // The document is still built (the route schemas are the same), just not served.
    expect(t.app.swagger()).toHaveProperty('openapi', '3.1.0');
  });

  it('serves both when API_DOCS is on (the default outside production)', async () => {
    const t = await createTestApp({ env: { API_DOCS: 'true' }, webDist: null });
    apps.push(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()).toHaveProperty('openapi');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
