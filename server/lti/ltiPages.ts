/** The tool's own pages (ADR 183): a refused launch says why; a Deep Linking answer posts itself to the platform. */
import { LTI_TOOL_PATHS } from '../../src/api/lti/ltiContract';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937;background:#f8fafc}
main{max-width:36rem;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.5}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;
border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function refusalPage(message: string): string {
  return page(
    'LTI launch refused',
    `<h1>The tool could not open</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

/** The signed answer in a form the script posts at once (the button does it without script). */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Returning to your course',
    `<h1>Returning to your course…</h1><form id="lti-auto-post" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continue to your course</button></form><script src="${LTI_TOOL_PATHS.autoPost}"></script>`,
  );
}

/** The script the answer page loads (inline scripts are not allowed by the site's policy). */
export const AUTO_POST_SCRIPT = `document.getElementById('lti-auto-post')?.submit();\n`;
