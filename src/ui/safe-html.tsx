import DOMPurify from 'dompurify';

/**
 * HTML from the server (console notifications' `html_code`) is untrusted (DESIGN.md §6): only
 * plain HTML survives. Scripts, event handlers, `javascript:` links, frames, forms, inline styles
 * (which could cover the console with a fake screen) and remote images are removed.
 */
const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** Whether a `src` loads from elsewhere than the console's own server (a `data:` image stays). */
function isRemote(src: string): boolean {
  if (/^\s*data:/i.test(src)) return false;
  try {
    return new URL(src, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * The console's own DOMPurify (its hooks stay here): images and media load only from the console's
 * server or `data:`, so a notification cannot tell a third party who read it (the CSP's img-src says
 * the same; the API already refuses to store them, server/resources/notification-html.ts).
 */
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['src', 'poster']) {
    const value = node.getAttribute(name);
    if (value !== null && isRemote(value)) node.removeAttribute(name);
  }
  if (node.tagName === 'IMG' && !node.hasAttribute('src')) node.remove();
});

/** The one place the console cleans server HTML before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purifier.sanitize(html, OPTIONS);
}

/** Renders server HTML after sanitizing it; renders nothing when nothing is left. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
