/** How long a file's local URL lives once handed to its tab (the tab has read it long before). */
const URL_LIFETIME_MS = 60_000;

/** Saves a file under its name (a download). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/**
 * Shows a PDF in a new tab. The tab is opened at the click, before the file is fetched (a browser
 * blocks a tab opened later, after an await), then pointed at the file; where no tab may open, the
 * file is downloaded instead. A failed fetch closes the empty tab and is rethrown.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await load();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) {
    saveFile(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
