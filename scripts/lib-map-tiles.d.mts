import type { ServerResponse } from 'node:http';

export function blankTile(): Promise<Buffer>;
export function isTilePath(pathname: string): boolean;
export function sendTile(res: ServerResponse): void;
export function startTileServer(port: number): { tileUrl: string; close(): Promise<void> };
