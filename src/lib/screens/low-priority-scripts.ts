/**
 * Starts the scripts Astro wrote into the `<template>` just before the running inline script, in their order, each
 * fetched at low priority, and adds its links to the head, once the document has been read and its first content
 * shown (at once in a tab not shown, at most 1 s later): src/components/LowPriorityScripts.astro says why.
 *
 * A page runs it as an inline script written from this function's source (../server/inline-script.ts): it must refer
 * to nothing outside itself.
 */
export function startLowPriorityScripts(): void {
  const loader = document.currentScript;
  const template = loader?.previousElementSibling;
  if (!loader || !(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let last: Element = loader;
    for (const written of template.content.querySelectorAll('script')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.fetchPriority = 'low';
      // Inserted scripts run as soon as they arrive unless told otherwise: these keep the page's order.
      script.async = false;
      const src = written.getAttribute('src');
      if (src) script.src = src;
      else script.textContent = written.textContent;
      last.after(script);
      last = script;
    }
    for (const link of template.content.querySelectorAll('link')) document.head.append(link.cloneNode());
  };
  const afterFirstFrame = () => {
    // A tab not shown paints nothing (nor is there a paint to keep free).
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, { once: true });
    // An engine that never reports the paint still starts them.
    setTimeout(start, 1000);
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(start));
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
  else afterFirstFrame();
}
