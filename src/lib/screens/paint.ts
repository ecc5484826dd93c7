import type { ReadableAtom } from 'nanostores';
import { keepFirstPaint, takeKeptPaint } from './kept-screen.ts';
import type { PartNode } from './parts.ts';

/** `{{prop}}` in a template's text and attributes (parts.ts, placeholder). */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Attributes that load or run what they name: a value there must not be a script. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

/**
 * Builds `nodes` from the page's part templates (`<template data-part>`, rendered on the server by the parts' own
 * React components with placeholders for their props) without React: each template is cloned, its placeholders
 * filled, and its slot markers (`<template data-slot>`) replaced by the slot's parts.
 */
function buildParts(nodes: readonly PartNode[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const node of nodes) {
    const template = document.querySelector<HTMLTemplateElement>(`template[data-part="${node.part}"]`);
    if (!template) throw new Error(`The page has no template for the part ${node.part}`);
    // Cloned inside the template's inert document, so that nothing loads before the placeholders are filled.
    const content = template.content.cloneNode(true) as DocumentFragment;
    fill(content, node.props);
    for (const marker of content.querySelectorAll<HTMLTemplateElement>('template[data-slot]')) {
      marker.replaceWith(buildParts(node.slots[marker.dataset['slot'] ?? ''] ?? []));
    }
    fragment.append(content);
  }
  return fragment;
}

/**
 * Fills the placeholders of `root`. An attribute whose placeholders fill to nothing is removed, as React leaves out an
 * attribute whose value is undefined.
 */
function fill(root: DocumentFragment, props: Readonly<Record<string, string>>): void {
  const replace = (text: string) => text.replace(PLACEHOLDER, (_, prop: string) => props[prop] ?? '');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      if (text.data.includes('{{')) text.data = replace(text.data);
      continue;
    }
    const element = node as Element;
    for (const { name, value } of [...element.attributes]) {
      if (!value.includes('{{')) continue;
      const filled = replace(value);
      if (filled === '' || (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(filled))) element.removeAttribute(name);
      else element.setAttribute(name, filled);
    }
  }
}

/**
 * Paints an island's screen from the stores before React has loaded: at once, then again whenever `stores` change,
 * until the island wakes (the takeover directive marks it `data-awake`) and React renders the same tree in its place.
 * A repaint happens only when the tree differs from the one on screen, so a refresh that brings the same data moves
 * nothing. The first screen painted is kept for the screen's next visit.
 */
export function paintUntilAwake(
  island: HTMLElement,
  stores: readonly ReadableAtom<unknown>[],
  tree: () => PartNode[],
): Promise<void> {
  // The screen kept from the last visit, if the page has shown it already (./kept-screen.ts).
  let shown = takeKeptPaint(island);
  let scheduled = false;
  /** Paints the stores' tree, and answers it (as JSON), or '' once the island is awake. */
  const paint = () => {
    scheduled = false;
    if (island.hasAttribute('data-awake')) {
      for (const stop of stops) stop();
      return '';
    }
    const nodes = tree();
    const signature = JSON.stringify(nodes);
    if (signature !== shown) island.replaceChildren(buildParts(nodes));
    shown = signature;
    return signature;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(paint);
  };
  const stops = stores.map((store) => store.listen(schedule));
  const first = paint();
  const onScreenNow = onScreen(island);
  if (first) keepFirstPaint(island, first, onScreenNow);
  return onScreenNow;
}

/**
 * The longest the server refresh waits for the painted screen. Pictures that never load, or a tab in the background
 * (where no frame is drawn), must not hold the customer's fresh data back.
 */
const ON_SCREEN_AT_MOST_MS = 1000;

/**
 * How long after the next frame begins a painted frame is taken to be on screen, where the browser does not report it
 * (the compositor draws it some time after the page has painted it).
 */
const PRESENTED_AFTER_MS = 100;

/**
 * Resolves once the screen painted in `island` is on screen with its pictures (loaded or failed), or after
 * ON_SCREEN_AT_MOST_MS, whichever comes first.
 */
function onScreen(island: HTMLElement): Promise<void> {
  const pictures = [...island.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined));
  const shown = Promise.all(pictures).then(() => presented(performance.now()));
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, ON_SCREEN_AT_MOST_MS))]);
}

/**
 * Resolves once what the page held at `since` is on screen: when the browser reports a largest contentful paint
 * rendered since then (the screen's largest element, a picture included, has been drawn), or else
 * PRESENTED_AFTER_MS after the next frame has begun.
 */
function presented(since: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, PRESENTED_AFTER_MS)));
  });
}
