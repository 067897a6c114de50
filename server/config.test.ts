import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the public address the port the server listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps a PUBLIC_URL that is set, whatever the port', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://jaliya.example' });
    expect(config.PUBLIC_URL).toBe('https://jaliya.example');
  });

  it('names a PUBLIC_URL that is not an address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'jaliya' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'jaliya' })).toThrow(/PUBLIC_URL/);
  });
});
