import { describe, expect, it } from 'vitest';
import { isVideoEndedMessage, welcomeContent, youtubeId } from './welcome-content.ts';

describe('welcome content', () => {
  it('extracts an 11-character id from watch, youtu.be and embed urls', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://youtu.be/aqz-KE-bpKQ?si=x')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
  });

  it('refuses ids of the wrong length, other hosts and garbage', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpKQX')).toBeNull();
    expect(youtubeId('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });

  it('chooses youtube, image by type or extension, else unsupported', () => {
    expect(welcomeContent({ type: 'youtube', link: 'https://youtu.be/aqz-KE-bpKQ' })).toEqual({
      kind: 'youtube',
      videoId: 'aqz-KE-bpKQ',
    });
    expect(welcomeContent({ type: 'image', link: '/demo/welcome.webp' })).toEqual({
      kind: 'image',
      src: '/demo/welcome.webp',
    });
    for (const ext of ['jpeg', 'jpg', 'gif', 'png', 'PNG'])
      expect(welcomeContent({ type: 'youtube', link: `/demo/w.${ext}` }).kind).toBe('image');
    expect(welcomeContent({ type: 'youtube', link: 'https://youtu.be/bad' }).kind).toBe('unsupported');
    expect(welcomeContent({ type: 'pdf', link: '/demo/w.pdf' }).kind).toBe('unsupported');
  });

  it('recognises the YouTube end-of-video message only', () => {
    expect(isVideoEndedMessage('{"event":"onStateChange","info":0}')).toBe(true);
    expect(isVideoEndedMessage({ event: 'onStateChange', info: 0 })).toBe(true);
    expect(isVideoEndedMessage('{"event":"onStateChange","info":1}')).toBe(false);
    expect(isVideoEndedMessage('garbage')).toBe(false);
  });
});
