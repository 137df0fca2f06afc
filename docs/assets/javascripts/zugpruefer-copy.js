// Copy the page's address (with its `#fall=` or `#wertung=` link) for sharing at the table.
// Browsers offer the clipboard API only on https:// and localhost; a phone at the table that
// opens http://192.168.…:8000 gets the old way, and if that fails too, the link selected in a
// field to copy by hand. Used by the checker and by the Wertung page's calculator.

import { TEXT } from "./zugpruefer-text.js";

/**
 * @param {HTMLInputElement} field where the link is shown to copy by hand, when all else fails
 * @param {HTMLElement} note where the page says whether it worked
 */
export async function copyAddress(field, note) {
  field.value = location.href;
  try {
    await navigator.clipboard.writeText(location.href);
    field.hidden = true;
    note.textContent = TEXT.copied;
    return;
  } catch {
    // fall through to the old way
  }
  field.hidden = false;
  field.select();
  let copied;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.hidden = copied;
  note.textContent = copied ? TEXT.copied : TEXT.copyFailed;
  if (!copied) field.select();
}
