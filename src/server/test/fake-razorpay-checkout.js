// A stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js) for tests and
// local runs (ADR 031): plain browser JavaScript, no imports. The local fake Razorpay server
// (scripts/fake-razorpay.ts) serves it at GET /v1/checkout.js and answers the payment it asks for
// at POST /_fake/checkout/pay on the same origin, so the pay page's CSP needs nothing more than it
// needs for the real one: this script's origin in script-src and connect-src.
//
// Like the real one it defines window.Razorpay: `new Razorpay(options)`, `open()`, `on(event, cb)`
// and `close()`, and answers through `options.handler(response)` (paid), the 'payment.failed'
// callbacks (`{ error }`) and `options.modal.ondismiss()` (closed). Its window is a native modal
// <dialog> named "Razorpay (test)", so it is keyboard- and screen-reader-usable.
(() => {
  // The origin this script was loaded from: the fake server, which takes the payment.
  const script = document.currentScript;
  const origin = new URL(script?.src ? script.src : '/', window.location.href).origin;

  const METHODS = [
    { method: 'upi', label: 'Pay with UPI' },
    { method: 'card', label: 'Pay by card' },
    { method: 'netbanking', label: 'Pay by netbanking' },
  ];

  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  let dialogCount = 0;

  function element(tag, properties, children) {
    const node = document.createElement(tag);
    Object.assign(node, properties || {});
    for (const child of children || []) node.append(child);
    return node;
  }

  function button(label, style) {
    const node = element('button', { type: 'button', textContent: label });
    Object.assign(node.style, {
      display: 'block',
      width: '100%',
      margin: '0.5rem 0 0',
      padding: '0.6rem 1rem',
      borderRadius: '0.375rem',
      border: '1px solid #0f766e',
      font: 'inherit',
      cursor: 'pointer',
      ...style,
    });
    return node;
  }

  class Razorpay {
    constructor(options) {
      if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
      if (!options.key) throw new TypeError('Razorpay: options.key is required');
      if (!options.order_id) throw new TypeError('Razorpay: options.order_id is required');
      this.options = options;
      this.callbacks = {};
      this.dialog = null;
    }

    on(event, callback) {
      if (typeof callback !== 'function') return;
      if (!this.callbacks[event]) this.callbacks[event] = [];
      this.callbacks[event].push(callback);
    }

    emit(event, payload) {
      for (const callback of this.callbacks[event] || []) callback(payload);
    }

    open() {
      if (this.dialog) return;
      const options = this.options;
      dialogCount += 1;
      const titleId = `fake-razorpay-title-${dialogCount}`;
      const statusId = `fake-razorpay-status-${dialogCount}`;

      const title = element('h2', { id: titleId, textContent: 'Razorpay (test)' });
      Object.assign(title.style, { fontSize: '1.25rem', margin: '0 0 0.75rem' });
      const what = element('p', {
        textContent: [options.name, options.description].filter(Boolean).join(': '),
      });
      const amount = element('p', {
        textContent: `Amount: ${rupees.format((Number(options.amount) || 0) / 100)}`,
      });
      Object.assign(amount.style, { fontWeight: '600', fontSize: '1.1rem' });
      const status = element('p', { id: statusId });
      status.setAttribute('role', 'status');
      status.style.minHeight = '1.5em';

      const payButtons = METHODS.map(({ method, label }) => {
        const node = button(label, { background: '#0f766e', color: '#fff' });
        node.addEventListener('click', () => this.pay(method, 'success'));
        return node;
      });
      const failButton = button('Fail payment', {
        background: '#fff',
        color: '#842029',
        borderColor: '#842029',
      });
      failButton.addEventListener('click', () => this.pay('upi', 'failure'));
      const closeButton = button('Close', { background: '#fff', color: '#212529', borderColor: '#6c757d' });
      closeButton.addEventListener('click', () => this.dismiss());

      const dialog = element('dialog', {}, [
        title,
        what,
        amount,
        ...payButtons,
        failButton,
        closeButton,
        status,
      ]);
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.setAttribute('aria-describedby', statusId);
      Object.assign(dialog.style, {
        maxWidth: '24rem',
        width: 'calc(100% - 2rem)',
        padding: '1.5rem',
        border: '0',
        borderRadius: '0.5rem',
        color: '#212529',
        background: '#fff',
        fontFamily: 'system-ui, sans-serif',
      });
      // Escape closes it, as Checkout's own close button does.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        if (!this.busy) this.dismiss();
      });
      this.dialog = dialog;
      this.buttons = [...payButtons, failButton, closeButton];
      this.status = status;
      document.body.append(dialog);
      // showModal makes the rest of the page inert and keeps focus inside the dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      payButtons[0].focus();
    }

    setBusy(busy, text) {
      this.busy = busy;
      for (const node of this.buttons || []) node.disabled = busy;
      if (this.status) this.status.textContent = text || '';
    }

    async pay(method, outcome) {
      if (this.busy) return;
      this.setBusy(true, 'Processing the payment…');
      let answer;
      try {
        // A plain text body: a "simple" request, so no CORS preflight is needed.
        const response = await fetch(`${origin}/_fake/checkout/pay`, {
          method: 'POST',
          body: JSON.stringify({ order_id: this.options.order_id, method, outcome }),
        });
        answer = await response.json();
      } catch {
        answer = {
          error: {
            code: 'GATEWAY_ERROR',
            description: 'The test payment service could not be reached.',
            source: 'gateway',
            step: 'payment_initiation',
            reason: 'network_error',
          },
        };
      }
      this.setBusy(false);
      this.remove();
      if (answer?.razorpay_payment_id && answer.razorpay_signature) {
        if (typeof this.options.handler === 'function') {
          this.options.handler({
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_signature: answer.razorpay_signature,
          });
        }
        return;
      }
      const error = answer?.error
        ? answer.error
        : { code: 'BAD_REQUEST_ERROR', description: 'Payment failed.', reason: 'payment_failed' };
      this.emit('payment.failed', { error });
    }

    dismiss() {
      this.remove();
      const modal = this.options.modal;
      if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    remove() {
      if (!this.dialog) return;
      if (typeof this.dialog.close === 'function' && this.dialog.open) this.dialog.close();
      this.dialog.remove();
      this.dialog = null;
    }

    close() {
      this.remove();
    }
  }

  window.Razorpay = Razorpay;
})();
