import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return (await import('./social-links')).socialLinks;
};

describe('socialLinks (the footer channels)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('leaves out every channel the deployment does not name', async () => {
    for (const name of ['INSTAGRAM', 'X', 'DISCORD', 'TELEGRAM']) vi.stubEnv(`VITE_SOCIAL_${name}_URL`, '');
    expect(await load()).toEqual([]);
  });

  it('lists a named channel with its link', async () => {
    vi.stubEnv('VITE_SOCIAL_X_URL', 'https://x.com/scoreline');
    expect(await load()).toContainEqual({ id: 'x', label: 'X', href: 'https://x.com/scoreline' });
  });

  it('refuses a link that is not http(s)', async () => {
    vi.stubEnv('VITE_SOCIAL_TELEGRAM_URL', 'javascript:alert(1)');
    await expect(load()).rejects.toThrow('VITE_SOCIAL_TELEGRAM_URL must be an http(s) link');
  });
});
