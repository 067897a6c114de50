import type { ReactNode } from 'react';
import { arNormalize } from '#shared/search/arabic.ts';

/**
 * Ranges of `text` where one of the keyword's words occurs, compared after the same Arabic fold the
 * search uses (hamza, ة/ه, ى/ي, diacritics, tatweel, digits, case), so "اسواق" marks "أسواق".
 */
export function matchRanges(text: string, keyword: string): Array<[number, number]> {
  const words = keyword
    .split(/\s+/)
    .map((w) => arNormalize(w.replace(/^["'-]+|["']+$/g, '')))
    .filter((w) => w.length >= 2);
  if (!words.length) return [];
  // the folded text, and for each of its characters the index of the original character
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = arNormalize(text[i]);
    for (const ch of f) {
      folded += ch;
      origin.push(i);
    }
  }
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from >= 0) {
      const end = origin[from + word.length - 1] + 1;
      // take trailing marks (diacritics, tatweel) that the fold dropped into the mark too
      let stop = end;
      while (stop < text.length && arNormalize(text[stop]) === '') stop++;
      ranges.push([origin[from], stop]);
      from = folded.indexOf(word, from + word.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text with the keyword's words wrapped in <mark>. */
export function highlight(text: string, keyword: string): ReactNode {
  const ranges = matchRanges(text, keyword);
  if (!ranges.length) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
