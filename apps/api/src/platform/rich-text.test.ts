import { describe, expect, it } from 'vitest';
import { countRememberedTexts, MEMO_ENTRIES, sanitizeRichText, sanitizeTranslatedRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it.each([
    ['an image with an error handler', '<img src=x onerror=alert(1)>', ''],
    ['the same in upper and mixed case', '<IMG SRC=x OnErRoR=alert(1)>', ''],
    ['a script and its text', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an upper-case script', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>', ''],
    ['a script split around another one', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['an SVG with onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['an SVG breaking out of an attribute', '"><svg onload="window.__xss=1">', '"&gt;'],
    ['a frame', '<iframe src="https://evil.example"></iframe>', ''],
    ['a style with an expression', '<p style="width: expression(alert(1))">t</p>', '<p>t</p>'],
    ['handlers on allowed tags', '<p onclick="x" onmouseover="y">t</p>', '<p>t</p>'],
    ['a form', '<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['a data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['a relative image outside /media', '<img src="x">', ''],
    ['MathML confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ])('drops %s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: with an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['javascript: with an encoded letter and a space', '<a href=" &#106;avascript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a protocol-relative address', '<a href="//evil.example/">x</a>'],
  ])('keeps the text of a link but not its %s address', (_name, html) => {
    expect(sanitizeRichText(html)).toBe('<a>x</a>');
  });

  it('keeps the markup editors write: headings, paragraphs, lists, emphasis and links', () => {
    const html = [
      '<h2>Delivery</h2>',
      '<h3>Within Russia</h3>',
      '<p>Orders over <strong>$200</strong> ship <em>free</em>; see <a href="/information/return">returns</a>.</p>',
      '<ul><li>one;</li><li>two.</li></ul>',
      '<ol><li>first</li></ol>',
      '<blockquote><p>Quoted, <b>bold</b> and <i>italic</i>.<br />Next line.</p></blockquote>',
      '<p>Write to <a href="mailto:shop@kordon.local" title="Mail us">shop@kordon.local</a> or <a href="https://vk.com/kordon_shop">VK</a>.</p>',
      '<p>«Кордон» &amp; Co: 1 &lt; 2</p>',
      '<img src="/media/posts/a.webp" alt="A carrier" width="600" height="400" />',
      '<img src="https://cdn.example/b.png" alt="" />',
    ].join('\n');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps an image and its size but not its handlers', () => {
    expect(sanitizeRichText('<img src="/media/a.png" alt="A" width="10" height="5" onload="x">')).toBe(
      '<img src="/media/a.png" alt="A" width="10" height="5" />',
    );
  });

  it('cuts a link that opens a new tab off from the opener', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops other link targets and keeps the rel an editor chose', () => {
    expect(sanitizeRichText('<a href="/x" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="/x" rel="nofollow">x</a>',
    );
  });

  it('escapes plain text so it stays text', () => {
    expect(sanitizeRichText('Fish & chips < 5 "quoted"')).toBe('Fish &amp; chips &lt; 5 "quoted"');
  });

  it('gives the same answer from memory as on the first call', () => {
    const html = '<p onclick="x">remembered</p>';
    expect(sanitizeRichText(html)).toBe('<p>remembered</p>');
    expect(sanitizeRichText(html)).toBe('<p>remembered</p>');
  });

  it(`remembers at most ${MEMO_ENTRIES} texts`, () => {
    for (let i = 0; i < MEMO_ENTRIES + 100; i++) sanitizeRichText(`<p>text ${i}</p>`);
    expect(countRememberedTexts()).toBe(MEMO_ENTRIES);
  });
});

describe('sanitizeTranslatedRichText', () => {
  it('sanitises every language of a translated text', () => {
    expect(sanitizeTranslatedRichText({ en: '<p>Hi<script>x</script></p>', ru: '<p onclick="x">Привет</p>' })).toEqual({
      en: '<p>Hi</p>',
      ru: '<p>Привет</p>',
    });
  });
});
