// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identifyChatUser } from './chat-loader.tsx';

function fakeWindow(store: Record<string, string>) {
  const identify = vi.fn();
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => store[k] ?? null },
    JaliyaChat: { identify },
  });
  return identify;
}
afterEach(() => vi.unstubAllGlobals());

describe('chat identity', () => {
  it('identifies a logged-in user by stored token, name and email', () => {
    const identify = fakeWindow({
      arab_user_token: 'tok',
      arab_user_name: 'Omar',
      arab_user_email: 'o@example.com',
    });
    identifyChatUser();
    expect(identify).toHaveBeenCalledWith({ token: 'tok', name: 'Omar', email: 'o@example.com' });
  });

  it('identifies everyone else as a guest', () => {
    const identify = fakeWindow({ arab_user_name: 'Omar' });
    identifyChatUser();
    expect(identify).toHaveBeenCalledWith({ guest: true });
  });
});
