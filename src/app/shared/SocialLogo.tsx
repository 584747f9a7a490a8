/**
 * The social networks' marks (paths from Simple Icons, CC0) as small SVG files the shop serves itself
 * (public/social), so the first load's script carries none of their paths. Twitter is drawn with its current
 * mark, X, and named "X (Twitter)" so a shopper looking for either finds it. The mark is a picture: the link or
 * button around it carries the network's name, so the image itself has empty alternative text.
 */
export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'whatsapp';

export function SocialLogo({ network, size = 24 }: { network: SocialNetwork; size?: number }) {
  return (
    <img
      className="social-logo"
      src={`/social/${network}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
