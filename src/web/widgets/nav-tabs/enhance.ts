/**
 * Sticky tab navigation (docs/product/pages.md 'Tabs'): the link of the section in view is marked `aria-current="location"`
 * and scrolled into view inside the nav bar. The bar itself sticks with CSS (`position: sticky`) and the sections
 * keep 80 px clear of it with `scroll-margin-block-start`; a click is an ordinary in-page link.
 */
export function enhanceNavTabs(root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('.nav-tabs__link')];
  const sections = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))));
  if (links.length === 0 || typeof IntersectionObserver !== 'function') return;
  const visible = new Set<Element>();
  const mark = () => {
    const index = sections.findIndex((s) => s && visible.has(s));
    if (index < 0) return;
    links.forEach((a, i) => {
      if (i === index) {
        if (a.getAttribute('aria-current') === 'location') return;
        a.setAttribute('aria-current', 'location');
        const bar = a.closest<HTMLElement>('.nav-tabs__list');
        if (bar) {
          const start = a.offsetLeft - bar.offsetLeft;
          if (start < bar.scrollLeft || start + a.offsetWidth > bar.scrollLeft + bar.clientWidth) {
            bar.scrollLeft = start - 16;
          }
        }
      } else a.removeAttribute('aria-current');
    });
  };
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target);
        else visible.delete(e.target);
      }
      mark();
    },
    // a section counts while it crosses the band below the sticky bar (80 px offset, docs/product/pages.md)
    { rootMargin: '-80px 0px -55% 0px' },
  );
  for (const s of sections) if (s) io.observe(s);
}
