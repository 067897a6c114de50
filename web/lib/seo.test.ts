import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo.ts';

describe('pageMeta', () => {
  it('builds title, description, canonical and hreflang alternates', () => {
    const meta = pageMeta({
      title: 'Blog',
      description: '<p>News  and <b>stories</b></p>',
      url: '/Blog?page=2&lang=ar#top',
      lang: 'ar',
      siteTitle: 'جالية ديربورن',
      origin: 'https://jaliya.app',
    });
    expect(meta).toContainEqual({ title: 'Blog · جالية ديربورن' });
    expect(meta).toContainEqual({ name: 'description', content: 'News and stories' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://jaliya.app/Blog?page=2&lang=ar',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://jaliya.app/Blog?page=2&lang=en',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://jaliya.app/Blog?page=2&lang=en',
    });
  });

  it('uses the site title alone when the page has none', () => {
    expect(pageMeta({ url: '/', lang: 'en', siteTitle: 'Jaliya Dearborn' })[0]).toEqual({
      title: 'Jaliya Dearborn',
    });
  });
});
