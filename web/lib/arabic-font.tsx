import arabicFont400 from '../assets/fonts/ibm-plex-sans-arabic-400.woff2?url';

/**
 * Arabic pages: fetch the regular weight with the document, not after the CSS is parsed, so it is
 * there for the first paint (arabic-font.css uses `font-display: optional`). Bold is left to load
 * on demand: preloading both would compete with the page's own bytes on a slow line.
 */
export function ArabicFontPreload() {
  return <link rel="preload" as="font" type="font/woff2" href={arabicFont400} crossOrigin="anonymous" />;
}
