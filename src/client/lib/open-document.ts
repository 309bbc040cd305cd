/**
 * Opens a page of the site as a new document rather than by client-side navigation. The pay page
 * needs it: its Content-Security-Policy, the only one that lets Razorpay Checkout in, comes with
 * its own HTML response, and a page reached by the router keeps the policy of the document it
 * started in (ADR 031). An object, so a component test can watch the call.
 */
export const documentNavigation = {
  open(path: string): void {
    window.location.assign(path);
  },
};
