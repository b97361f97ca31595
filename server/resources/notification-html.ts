import sanitize from 'sanitize-html';

/**
 * Console notifications' `html_code` is cleaned when it is written, so the API never stores nor
 * answers anything the console would have to distrust (DESIGN.md §6; the console cleans it again
 * when it shows it, src/ui/safe-html.tsx). Plain HTML survives; scripts, event handlers, styles,
 * forms and frames do not. Links keep http(s), mailto and tel only (no `javascript:`); images load
 * only from the console's own server (a relative URL) or inline `data:`: a remote image would tell
 * a third party who read the notification, and when.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An image left without a source is dropped altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeNotificationHtml(html: string): string {
  return html ? sanitize(html, OPTIONS) : html;
}
