/** The extension of a file name, lower case and without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Formats given as `pdf`, `.PDF` or `*.pdf` all mean `pdf`. */
export function normalizeFormats(formats: readonly string[]): string[] {
  return [...new Set(formats.map((format) => format.replace(/^\*?\./, '').toLowerCase()))];
}

export function splitByFormat(
  files: readonly File[],
  formats: readonly string[],
): { accepted: File[]; refused: File[] } {
  const allowed = new Set(normalizeFormats(formats));
  const accepted: File[] = [];
  const refused: File[] = [];
  for (const file of files) (allowed.has(fileExtension(file.name)) ? accepted : refused).push(file);
  return { accepted, refused };
}

export function totalBytes(files: readonly File[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** Whether the browser can read the file at all (an empty file or one gone from the disk cannot). */
export async function isReadableFile(file: File): Promise<boolean> {
  if (file.size === 0) return false;
  try {
    await file.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
