import { STORE_NAME } from '../config.ts';
import type { StandInNotice } from './stand-in-notices.ts';
import { cspHash } from './inline-script.ts';
import { NON_HTML_CSP } from './security-headers.ts';

/**
 * A notice as a page of its own, for when the storefront's own stand-in page (src/pages/stand-in.astro) cannot be
 * rendered: nginx's when no instance answers (deploy/nginx.ts), and the middleware's when too many pages already wait
 * their turn to render (a render is what it cannot afford then). Self-contained, in the storefront's colours and at a
 * phone's width: nothing it would need can be asked for then. Made once; sending it costs what a line of text does.
 */
export interface NoticePage {
  /** The page, on one line (nginx's `return` takes it so). */
  html: string;
  /** A policy that lets its one style block apply and nothing else load or run. */
  csp: string;
}

const STYLE = [
  ':root { color-scheme: light; font-family: system-ui, -apple-system, Roboto, Arial, sans-serif; line-height: 1.5;',
  'color: #1c1917; background: #faf7f2; }',
  'body { margin: 0; }',
  'header { padding: 0.9rem 1rem; background: #fff; border-bottom: 1px solid #e7e0d6; }',
  'header a { color: #8f250a; font-weight: 700; font-size: 1.25rem; text-decoration: none; }',
  'main { max-width: 36rem; margin: 1rem; padding: 2.5rem 1.5rem; background: #fff; border: 1px solid #e7e0d6;',
  'border-radius: 12px; text-align: center; }',
  '@media (min-width: 38rem) { main { margin: 1rem auto 0; } }',
  'h1 { margin: 0; font-size: 1.5rem; }',
  'p { margin: 0.75rem 0 0; color: #57534e; }',
  '.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; padding-top: 1rem; }',
  '.actions a { display: inline-flex; align-items: center; min-height: 44px; padding: 0.55rem 1.1rem;',
  'border: 2px solid #b4320f; border-radius: 999px; color: #8f250a; font-weight: 600; text-decoration: none; }',
  '.actions a:first-child { background: #b4320f; color: #fff; }',
  'a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }',
].join(' ');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function noticePage(notice: StandInNotice): NoticePage {
  const title = escapeHtml(notice.title);
  const store = escapeHtml(STORE_NAME);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} | ${store}</title><style>${STYLE}</style></head>`,
    `<body><header><a href="/">${store}</a></header>`,
    `<main><h1>${title}</h1><p>${escapeHtml(notice.text)}</p>`,
    // An empty address is the page's own: the one asked for, with its query, which this notice stands in for.
    '<p class="actions"><a href="">Try again</a><a href="/">Home</a></p></main></body></html>',
  ].join('');
  return { html, csp: `${NON_HTML_CSP}; style-src '${cspHash(STYLE)}'` };
}
