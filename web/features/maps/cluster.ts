/** A place on the map in pixels of one zoom level (Leaflet's `project`), with what it stands for. */
export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
}

/** Places drawn as one marker: their items and the marker's position (their mean). */
export interface Cluster<T> {
  items: T[];
  x: number;
  y: number;
}

/**
 * Groups places closer than `radius` pixels into one marker, greedily in the given order: each
 * place joins the first cluster whose centre is within reach, else starts its own. Lists show at
 * most a page of places (tens, not thousands), so O(places × clusters) is nothing next to drawing
 * them, and a few lines replace a clustering plugin that needs Leaflet as a global (decision 110).
 * A radius of 0 clusters nothing.
 */
export function clusterPoints<T>(points: readonly ScreenPoint<T>[], radius: number): Cluster<T>[] {
  const clusters: Array<Cluster<T> & { sumX: number; sumY: number }> = [];
  for (const point of points) {
    const near =
      radius > 0 ? clusters.find((c) => Math.hypot(c.x - point.x, c.y - point.y) <= radius) : undefined;
    if (near) {
      near.items.push(point.item);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else clusters.push({ items: [point.item], x: point.x, y: point.y, sumX: point.x, sumY: point.y });
  }
  return clusters.map(({ items, x, y }) => ({ items, x, y }));
}
