/**
 * The shop's public contact details for the footer. They are placeholders of the reference deployment (the
 * `.example` domain is reserved for exactly that); a real shop replaces them here and nowhere else.
 */
export const COMPANY_EMAIL = 'care@gulf-shop.example';
export const CUSTOMER_SERVICE_PHONE = '+96522200000';
export const CUSTOMER_SERVICE_PHONE_DISPLAY = '+965 2220 0000';

export const SOCIAL_LINKS = [
  { network: 'facebook', key: 'social.facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', key: 'social.instagram', href: 'https://www.instagram.com/' },
  { network: 'x', key: 'social.twitter', href: 'https://x.com/' },
  { network: 'youtube', key: 'social.youtube', href: 'https://www.youtube.com/' },
] as const;

export const BRANCH_KEYS = [
  'footer.branchCity',
  'footer.branchHawalli',
  'footer.branchFarwaniya',
  'footer.branchAhmadi',
] as const;
