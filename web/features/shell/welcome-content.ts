/** What the welcome modal can show for an item: a YouTube video, an image, or nothing it supports. */
export type WelcomeContent =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'image'; src: string }
  | { kind: 'unsupported' };

export interface WelcomeItem {
  id?: number;
  type: string;
  link: string;
  title: string;
  description?: string;
}

const idPattern = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id from watch?v=, youtu.be/, embed/ (and shorts/) links; null otherwise. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(url.pathname);
      candidate = m ? m[1] : null;
    }
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

const imageExtension = /\.(jpe?g|gif|png)$/i;

export function welcomeContent(item: Pick<WelcomeItem, 'type' | 'link'>): WelcomeContent {
  if (item.type === 'youtube') {
    const id = youtubeId(item.link);
    if (id) return { kind: 'youtube', videoId: id };
  }
  let path = item.link;
  try {
    path = new URL(item.link, 'http://x').pathname;
  } catch {}
  if (item.type === 'image' || imageExtension.test(path)) return { kind: 'image', src: item.link };
  return { kind: 'unsupported' };
}

/** YouTube's iframe API reports a finished video as onStateChange with info 0. */
export function isVideoEndedMessage(data: unknown): boolean {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (!value || typeof value !== 'object') return false;
  const { event, info } = value as { event?: unknown; info?: unknown };
  return event === 'onStateChange' && info === 0;
}
