/** Saves a downloaded file through a temporary link, as a click on a download link would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
