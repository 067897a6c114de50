import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and the render that hydrates it, true from the next render on: what
 * needs the script (a button that only works with it, a heavier picture once the first paint is
 * out) waits for it, and the hydration matches the server's markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
