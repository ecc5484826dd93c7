/**
 * Starts the scripts Astro wrote into the `<template>` just before the running inline script, in their order, each
 * fetched at low priority, once the document has been read (src/components/LowPriorityScripts.astro says why).
 *
 * A page runs it as an inline script written from this function's source (../server/inline-script.ts): it must refer
 * to nothing outside itself.
 */
export function startLowPriorityScripts(): void {
  const loader = document.currentScript;
  const template = loader?.previousElementSibling;
  if (!loader || !(template instanceof HTMLTemplateElement)) return;
  const start = () => {
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
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
