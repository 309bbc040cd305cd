/** User-facing texts of the specification (sections 2 and 8), word for word. */
export const MESSAGES = {
  contact: {
    success: 'Your form was submitted successfully. Thank you for contacting us!',
    failed: 'Form submission failed. Please try again.',
    exception: 'Something went wrong. Please try again later.',
  },
  programs: {
    loading: 'Loading programs...',
    failed: 'Failed to load programs.',
    heading: 'Programs',
    subtitle: 'We offer different programs tailored to your trading style and daily availability.',
    unavailable: 'Currently Unavailable',
    noContent: 'No content available.',
    notFound: 'Program not found.',
  },
  newsletter: {
    success: 'Thank you for signing up! Our newsletter will reach your inbox soon.',
    duplicate: 'This e-mail address is already signed up for our newsletter.',
  },
  offer: {
    success: 'Thank you! Your 30% new-learner discount is reserved. Our team will contact you shortly.',
    duplicate: 'This e-mail address has already claimed the new-learner offer.',
  },
  generic: {
    loading: 'Loading...',
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    tooLarge: 'The request body is too large.',
    internal: 'Something went wrong on our side. Please try again later.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
} as const;
