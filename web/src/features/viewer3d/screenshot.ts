/** 截图: the scene's PNG saved through a temporary <a download> named after the work. */

/** 《title》-截图.png, with the characters a file name may not hold replaced. */
function screenshotName(title: string | undefined): string {
  return `${title ? `${title.replace(/[\\/:*?"<>|]/g, '_')}-` : ''}截图.png`;
}

export function downloadScreenshot(blob: Blob, title: string | undefined): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = screenshotName(title);
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
