/**
 * Company details shown in the top bar, the footer, the contact section and the default legal pages
 * (docs/product.md §19): one place to change them.
 */
export const COMPANY = {
  name: 'FinTrain Academy',
  tagline: 'Financial education and stock-market training for individuals',
  address: 'Plot 42, Cyber Towers Road, HITEC City, Hyderabad, Telangana 500081, India',
  phone: { display: '+91 40 4852 7100', href: 'tel:+914048527100' },
  email: { display: 'support@fintrain.in', href: 'mailto:support@fintrain.in' },
  hours: 'Monday to Saturday, 9:00 am to 6:00 pm IST',
} as const;
