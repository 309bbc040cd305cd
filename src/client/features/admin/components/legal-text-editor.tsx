import { HtmlContentField } from './html-content-field.tsx';

/**
 * The editor of a legal page's text (docs/product.md §19): the same field as lessons and program
 * pages, the rich-text editor with its HTML view and Preview (ADR 065). It takes and gives HTML,
 * which the server sanitises on publishing (ADR 011).
 */
export function LegalTextEditor({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
}) {
  return <HtmlContentField id={id} value={value} onChange={onChange} />;
}
