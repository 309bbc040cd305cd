import { HtmlContent } from '@client/components/html-content.tsx';
import { Modal } from '@client/components/modal.tsx';
import { MESSAGES } from '@contract/messages.ts';

/**
 * docs/product.md §2: 'HTML Content Preview' shows the program's HTML as visitors will see it
 * (sanitised with DOMPurify), or 'No content available.' when there is none.
 */
export function HtmlPreviewModal({ html, onClose }: { html: string; onClose: () => void }) {
  return (
    <Modal
      title={MESSAGES.admin.htmlPreviewTitle}
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-teal" onClick={onClose}>
          Close
        </button>
      }
    >
      <HtmlContent html={html} />
    </Modal>
  );
}
