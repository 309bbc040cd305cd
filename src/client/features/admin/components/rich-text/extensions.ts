import { RICH_TEXT_HEADING_LEVELS } from '@contract/rich-text.ts';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * An image that also remembers the WebP `srcset` of an uploaded picture: read from the
 * `<source type="image/webp">` of the `<picture>` around it; written by richTextToHtml (ADR 065).
 */
const Picture = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          element.parentElement?.tagName === 'PICTURE'
            ? (element.parentElement.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ??
              null)
            : null,
        renderHTML: () => ({}),
      },
    };
  },
});

/**
 * What the editor knows: exactly the nodes and marks richTextToHtml writes and the server's
 * sanitiser keeps (headings 2–4, as the page's title is the h1).
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    // A link opens in a new tab only when the admin's link row says so (an address off the site).
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
    },
    trailingNode: false,
  }),
  Picture.configure({ inline: false }),
  TableKit.configure({ table: { resizable: false } }),
];
