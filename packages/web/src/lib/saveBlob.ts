/** Saves downloaded bytes under a name, as a click on an `<a download>` does. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
