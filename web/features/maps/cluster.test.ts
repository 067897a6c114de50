import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster.ts';

const at = (item: string, x: number, y: number) => ({ item, x, y });

describe('clusterPoints', () => {
  it('draws places far apart as markers of their own', () => {
    const clusters = clusterPoints([at('a', 0, 0), at('b', 200, 0), at('c', 0, 200)], 40);
    expect(clusters.map((c) => c.items)).toEqual([['a'], ['b'], ['c']]);
    expect(clusters[1]).toMatchObject({ x: 200, y: 0 });
  });

  it('groups places within the radius into one marker at their mean', () => {
    const clusters = clusterPoints([at('a', 0, 0), at('b', 30, 0), at('c', 500, 500), at('d', 10, 30)], 40);
    expect(clusters.map((c) => c.items)).toEqual([['a', 'b', 'd'], ['c']]);
    expect(clusters[0].x).toBeCloseTo(40 / 3);
    expect(clusters[0].y).toBeCloseTo(10);
  });

  it('keeps a place just outside the radius apart', () => {
    expect(clusterPoints([at('a', 0, 0), at('b', 41, 0)], 40)).toHaveLength(2);
  });

  it('clusters nothing with a radius of 0, even places on the same spot', () => {
    expect(clusterPoints([at('a', 5, 5), at('b', 5, 5)], 0)).toHaveLength(2);
  });
});
