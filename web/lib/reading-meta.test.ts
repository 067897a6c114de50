import { describe, expect, it } from 'vitest';
import { readingMeta } from './reading-meta.ts';

const root = (lang: 'en' | 'ar') => [
  {
    id: 'root',
    data: {
      lang,
      config: { siteTitle: { en: 'Jaliya Dearborn', ar: 'جالية ديربورن' }, publicUrl: 'https://jaliya.app' },
    },
  },
];

describe('readingMeta', () => {
  it('gives a canonical with the path and language, and hreflang alternates', () => {
    const tags = readingMeta(root('ar'), {
      title: 'عنوان',
      description: '  a\n b ',
      path: '/Show-Blog/3/real-slug',
    });
    expect(tags).toContainEqual({ title: 'عنوان · جالية ديربورن' });
    expect(tags).toContainEqual({ name: 'description', content: 'a b' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://jaliya.app/Show-Blog/3/real-slug?lang=ar',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://jaliya.app/Show-Blog/3/real-slug?lang=en',
    });
  });
  it('keeps the page query (page numbers) in the canonical', () => {
    const tags = readingMeta(root('en'), { title: 'Blog, page 2', path: '/Blog?page=2' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://jaliya.app/Blog?page=2&lang=en',
    });
  });
});
