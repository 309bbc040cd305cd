import { HtmlContentField } from './html-content-field.tsx';

/**
 * The editor of a legal page's text (docs/product.md §19): for now the HTML textarea with its
 * Preview, as lessons have it. The one place to swap in the rich-text editor: it takes and gives
 * HTML, which the server sanitises on publishing (ADR 011).
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
