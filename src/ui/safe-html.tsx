import DOMPurify from 'dompurify';

/**
 * HTML from the server (console notifications' `html_code`) is untrusted (DESIGN.md §6): only
 * plain HTML survives. Scripts, event handlers, `javascript:` links, frames, forms and inline
 * styles (which could cover the console with a fake screen) are removed.
 */
const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** The one place the console cleans server HTML before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, OPTIONS);
}

/** Renders server HTML after sanitizing it; renders nothing when nothing is left. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
