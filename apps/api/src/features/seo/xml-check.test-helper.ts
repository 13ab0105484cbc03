/**
 * A small well-formedness check for generated XML (no XML parser is a dependency): one root,
 * balanced and properly nested tags, quoted attributes, and no bare ampersands or angle brackets.
 */
const bareAmpersand = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

export function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < body.length) {
    token.lastIndex = position;
    match = token.exec(body);
    if (!match) throw new Error(`Malformed XML near: ${body.slice(position, position + 80)}`);
    const [whole, closing, name, attributes, selfClosing, text] = match;
    if (attributes && bareAmpersand.test(attributes)) throw new Error(`Unescaped & in <${name}${attributes}>`);
    if (text !== undefined) {
      if (bareAmpersand.test(text) || text.includes('>')) {
        throw new Error(`Unescaped character in text: ${text.slice(0, 80)}`);
      }
      if (stack.length === 0 && text.trim() !== '') throw new Error('Text outside the root element');
    } else if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name as string);
    }
    position += whole.length;
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.at(-1)}>`);
  if (roots !== 1) throw new Error(`Expected one root element, found ${roots}`);
}
