import { RICH_TEXT_HEADING_LEVELS } from '@contract/rich-text.ts';
import { isAllowedVideoEmbed, VIDEO_EMBED_ATTRIBUTES, VIDEO_EMBED_BOX_CLASS } from '@contract/video-embed.ts';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Node } from '@tiptap/react';
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
 * An embedded YouTube (no-cookie) or Vimeo player: read from an allowed `<iframe>` (a title and a
 * player address, src/contract/video-embed.ts), shown in its 16:9 box; written by richTextToHtml.
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      title: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element: HTMLElement) => {
          const src = element.getAttribute('src');
          const title = element.getAttribute('title');
          return isAllowedVideoEmbed(src, title) ? { src, title: title?.trim() } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      { class: VIDEO_EMBED_BOX_CLASS },
      ['iframe', { src: HTMLAttributes.src, title: HTMLAttributes.title, ...VIDEO_EMBED_ATTRIBUTES }],
    ];
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
  Video,
];
