// Fails on physical left/right in CSS and inline styles: Jaliya mirrors for Arabic with logical
// properties only (margin-inline-start, inset-inline-end, text-align: start …).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const physical =
  /(^|[\s;{"'])(margin|padding|border)-(left|right)\b|(^|[\s;{"'])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|\b(margin|padding)(Left|Right)\b|textAlign:\s*'(left|right)'/;
const problems = [];
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(css|tsx)$/.test(entry)) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (physical.test(line) && !line.includes('logical-css-ok'))
            problems.push(`${relative(root, path)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
}
walk(join(root, 'web'));
if (problems.length) {
  console.error(`Physical left/right found; use logical properties:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('logical CSS check: ok');
