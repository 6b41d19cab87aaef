/**
 * The browser's install prompt fires once, possibly before the shared kit is negotiated: the entry
 * catches it with this (no shared module here) and the boot hands it to the kit's store.
 */
let early: Event | undefined;
const catchEarly = (event: Event) => {
  event.preventDefault();
  early = event;
};

export function catchEarlyInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', catchEarly, { once: true });
}

/** The event caught before the kit listened, if any; the kit listens from now on. */
export function takeEarlyInstallPrompt(): Event | undefined {
  if (typeof window !== 'undefined') window.removeEventListener('beforeinstallprompt', catchEarly);
  const event = early;
  early = undefined;
  return event;
}
