import arabicFont400 from '../assets/fonts/ibm-plex-sans-arabic-400.woff2?url';

/**
 * Arabic pages: fetch the regular weight with the document, not after the CSS is parsed, so it is
 * normally there before the first paint (arabic-font.css swaps it in if it is late). Bold loads on
 * demand: preloading both would compete with the page's own bytes on a slow line.
 */
export function ArabicFontPreload() {
  return <link rel="preload" as="font" type="font/woff2" href={arabicFont400} crossOrigin="anonymous" />;
}
