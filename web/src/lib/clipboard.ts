/**
 * Copies text: the async Clipboard API first; where it is missing or refused (permissions, an insecure
 * context, an in-app browser), the old way, selecting a field and running the copy command. With `field`
 * (a visible read-only input holding the text) that field is selected, so that when both ways fail the
 * text is already selected for the person to copy by hand; without it a hidden textarea is used.
 */
export async function copyText(
  text: string,
  field?: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused: try the old way */
  }
  const area = field ?? hiddenArea(text);
  area.focus();
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (!field) area.remove();
  }
}

function hiddenArea(text: string): HTMLTextAreaElement {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  return area;
}
