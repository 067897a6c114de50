import { createHash } from 'node:crypto';

/** How a session token is stored: its SHA-256 (a leaked table holds no usable tokens). */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();
