/**
 * A small XML well-formedness check for tests (no XML parser among the dependencies): one root,
 * every tag closed in order, attribute values quoted, and no bare `&` or `<` in text or attributes.
 * Returns the problems found; an empty list means well-formed.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const badAmp = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (!token) continue;
    if (!token.startsWith('<')) {
      if (token.includes('>') || badAmp.test(token)) problems.push(`bad text: ${token.slice(0, 80)}`);
      if (!stack.length && token.trim()) problems.push(`text outside the root: ${token.slice(0, 80)}`);
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) {
      problems.push(`malformed tag: ${token.slice(0, 80)}`);
      continue;
    }
    const [, closing, name, attributes, selfClosing] = tag;
    if (badAmp.test(attributes)) problems.push(`bad attribute value: ${token.slice(0, 80)}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name);
    } else if (!stack.length) roots++;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
