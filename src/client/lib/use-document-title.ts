import { useEffect } from 'react';
import { COMPANY } from './company.ts';

/** Sets document.title to '<page> | FinTrain Academy' while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${COMPANY.name}` : COMPANY.name;
  }, [pageTitle]);
}
