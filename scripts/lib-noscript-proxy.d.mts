import type { Server } from 'node:http';

export function withoutScripts(html: string): string;
export function startNoScriptProxy(port: number, origin: string): Promise<Server>;
