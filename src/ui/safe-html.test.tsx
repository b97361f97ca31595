// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Puts sanitized HTML into a live document, as dangerouslySetInnerHTML does, and reports what is left. */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__xss;
});

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<div style="position:fixed;inset:0;background:white">Fake login</div>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
];

describe('sanitizeHtml (DESIGN.md §6)', () => {
  it.each(PAYLOADS)('removes what could run or take over the page: %s', async (payload) => {
    const host = mount(payload);
    const html = host.innerHTML.toLowerCase();
    expect(host.querySelectorAll('script, iframe, object, embed, form, style, meta, base, svg').length).toBe(0);
    for (const el of host.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
      expect(el.getAttribute('style')).toBeNull();
    }
    expect(html).not.toContain('javascript:');
    // Give an error or load event a chance to fire.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__xss).toBeUndefined();
  });

  it('keeps ordinary formatting and safe links', () => {
    expect(sanitizeHtml('<p>Read <strong>what is new</strong> in this release.</p>')).toBe('<p>Read <strong>what is new</strong> in this release.</p>');
    expect(sanitizeHtml('<ul><li><em>one</em></li></ul><a href="https://example.com/notes">notes</a>')).toBe('<ul><li><em>one</em></li></ul><a href="https://example.com/notes">notes</a>');
    expect(sanitizeHtml('<img src=x onerror="window.__xss=1">')).toBe('<img src="x">');
  });

  it("drops remote images (issue 14): only the console's own server and data: images load", () => {
    const kept = '<img src="/api/v1/file/7f1c"><img src="data:image/png;base64,iVBORw0KGgo=">';
    expect(sanitizeHtml(`<p>Hi<img src="https://tracker.example/pixel.gif"><img src="//tracker.example/p.gif"><img src="/\\tracker.example/p.gif"></p>${kept}`)).toBe(`<p>Hi</p>${kept}`);
    expect(sanitizeHtml(`<img src="${window.location.origin}/api/v1/file/1">`)).toBe(`<img src="${window.location.origin}/api/v1/file/1">`);
    expect(sanitizeHtml('<video poster="https://tracker.example/p.gif"></video>')).toBe('<video></video>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="jAvAsCrIpT&colon;alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized markup only', () => {
    const markup = renderToStaticMarkup(<SafeHtml html={'<b>bold</b><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'} />);
    expect(markup).toBe('<div><b>bold</b><img src="x"></div>');
  });

  it('renders nothing when nothing safe is left', () => {
    expect(renderToStaticMarkup(<SafeHtml html="<script>window.__xss=1</script>" />)).toBe('');
    expect(renderToStaticMarkup(<SafeHtml html="" />)).toBe('');
  });
});
