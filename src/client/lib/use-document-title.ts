import { createContext, useContext, useEffect } from 'react';
import { COMPANY } from './company.ts';

/**
 * Where the server-side renderer collects the title the page asked for, so the HTML's <title> is
 * the one the page itself sets (ADR 019). Null in the browser.
 */
export const DocumentTitleContext = createContext<{ title: string } | null>(null);

/** '<page> | FinTrain Academy', or the company name alone. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} | ${COMPANY.name}` : COMPANY.name;
}

/** Sets document.title to '<page> | FinTrain Academy' while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  const serverTitle = useContext(DocumentTitleContext);
  // During a server render: the last page rendered (the innermost) wins, as its effect would.
  if (serverTitle) serverTitle.title = documentTitle(pageTitle);
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
