/**
 * The blueprint journey carousel (app/components/journey-carousel.tsx): one step at a time,
 * not looping; previous/next (disabled at the ends), a dot per step, ArrowLeft/ArrowRight
 * while focus is in the carousel, and a polite live caption that announces each step.
 */
export function enhance(region: HTMLElement): void {
  if (region.dataset.enhanced !== undefined) return;
  const slides = [
    ...region.querySelectorAll<HTMLElement>("[data-carousel-slide]"),
  ];
  const dots = [
    ...region.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]"),
  ];
  const caption = region.querySelector<HTMLElement>("[data-carousel-caption]");
  const captionStep = region.querySelector<HTMLElement>("[data-caption-step]");
  const captionDuration = region.querySelector<HTMLElement>(
    "[data-caption-duration]",
  );
  const controls = region.querySelector<HTMLElement>(
    "[data-carousel-controls]",
  );
  const previous = region.querySelector<HTMLButtonElement>(
    "[data-carousel-previous]",
  );
  const next = region.querySelector<HTMLButtonElement>("[data-carousel-next]");
  if (
    !caption ||
    !captionStep ||
    !captionDuration ||
    !controls ||
    !previous ||
    !next ||
    slides.length === 0
  )
    return;

  const last = slides.length - 1;
  let index = 0;

  const render = () => {
    slides.forEach((slide, position) => {
      if (position === index) slide.dataset.active = "true";
      else delete slide.dataset.active;
    });
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute("aria-current", "step");
      else dot.removeAttribute("aria-current");
    });
    previous.disabled = index === 0;
    next.disabled = index === last;
    const slide = slides[index];
    // The server wrote each slide's caption in the page's language ("Step 2 of 5: …").
    captionStep.textContent = slide?.dataset.caption ?? "";
    captionDuration.textContent = ` (${slide?.dataset.duration ?? ""})`;
  };

  const goTo = (target: number) => {
    const clamped = Math.min(Math.max(target, 0), last);
    if (clamped === index) return;
    // Keep keyboard focus somewhere useful: a button about to be disabled would drop it to
    // <body>, and a focused dot follows the step it now stands for.
    const focused = document.activeElement;
    if (clamped === last && focused === next) previous.focus();
    else if (clamped === 0 && focused === previous) next.focus();
    else if (dots.includes(focused as HTMLButtonElement))
      dots[clamped]?.focus();
    index = clamped;
    render();
  };

  previous.addEventListener("click", () => goTo(index - 1));
  next.addEventListener("click", () => goTo(index + 1));
  dots.forEach((dot, position) =>
    dot.addEventListener("click", () => goTo(position)),
  );
  region.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    goTo(event.key === "ArrowRight" ? index + 1 : index - 1);
  });

  render();
  caption.hidden = false;
  controls.hidden = false;
  region.dataset.enhanced = "";
  // Transitions only from the next frame on: switching from the list to one slide is instant.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => (region.dataset.animated = "")),
  );
}
