/**
 * Moves focus to the page's main content (the site layout's focusable <main id="main-content">),
 * for when the element that had it is gone, e.g. the row of a deleted record: an alert opened next
 * then returns focus there, not to the top of the document.
 */
export function focusMainContent(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
