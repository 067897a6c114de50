import { createContext, useContext, useState } from 'react';
import { useMatches } from 'react-router';

/**
 * Server only: the text of a built stylesheet by its public URL. The browser has no such reader
 * (it renders the same elements empty and keeps what the server sent; see PageStyles).
 */
export const StyleTextContext = createContext<((href: string) => string) | null>(null);

/** What a route module exports as `handle` to bring its stylesheets (instead of `links`). */
export interface StylesHandle {
  styles?: string[];
}

function stylesOfMatches(matches: ReturnType<typeof useMatches>): string[] {
  return matches.flatMap((m) => (m.handle as StylesHandle | undefined)?.styles ?? []);
}

/**
 * The page's CSS, inlined in the first response so nothing blocks the first paint (no stylesheet
 * round trip). The set inlined at first render is kept for the life of the page: on hydration the
 * browser renders the same `<style>` element with empty content, which React leaves as the server
 * wrote them (it never patches `dangerouslySetInnerHTML` while hydrating, and the value never changes
 * afterwards). Routes reached later by client navigation get ordinary stylesheets; their
 * `precedence` makes React hold the navigation until the sheet has loaded, so there is no flash.
 */
export function PageStyles({ base, nonce }: { base: string[]; nonce: string }) {
  const current = [...new Set([...base, ...stylesOfMatches(useMatches())])];
  const [inlined] = useState(current);
  const readStyle = useContext(StyleTextContext);
  return (
    <>
      {/* one element for all of them: each inline element carries the CSP nonce, and each nonce is a
          hole in the page cache's compressed page that costs ≈ 60 bytes (decision 061) */}
      <style
        data-href={inlined.join(' ')}
        nonce={nonce || undefined}
        suppressHydrationWarning
        // our own built CSS, read from the build folder (never user input), in the routes' order
        dangerouslySetInnerHTML={{
          __html: readStyle ? inlined.map((href) => readStyle(href)).join('\n') : '',
        }}
      />
      {current
        .filter((href) => !inlined.includes(href))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="page" />
        ))}
    </>
  );
}
