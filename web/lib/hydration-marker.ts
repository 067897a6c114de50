/**
 * `html[data-hydrated]`: the marker that the page's event handlers are attached (browser tests wait
 * for it). Most of a page hydrates at once, with the root; a part that hydrates later (a list whose
 * cards are fetched after the first paint, decision 061) holds the marker until it has hydrated too,
 * so the marker keeps meaning "all of the page".
 */
let held = 0;
let rootHydrated = false;

function mark() {
  if (rootHydrated && held === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The root has hydrated. */
export function markRootHydrated() {
  rootHydrated = true;
  mark();
}

/** A part that hydrates after the root holds the marker; the answer releases it (once). */
export function holdHydrationMarker(): () => void {
  held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held--;
    mark();
  };
}
