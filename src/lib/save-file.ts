/** Hands a file to the browser as a download, as a link with `download` does. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; keeping the URL would keep the data in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
