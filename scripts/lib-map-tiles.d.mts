import type { ServerResponse } from 'node:http';

export function drawnTile(pixels: 256 | 512): Promise<Buffer>;
export function isTilePath(pathname: string): boolean;
export function sendTile(pathname: string, res: ServerResponse): void;
export function standInTileUrl(port: number): string;
export function startTileServer(port: number): { tileUrl: string; close(): Promise<void> };
