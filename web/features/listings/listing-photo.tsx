import type { CSSProperties } from 'react';
import type { ListingPhotoData } from './photo-placeholder.server.ts';

export interface ListingPhotoProps {
  photo: ListingPhotoData;
  /** The `sizes` of the slot the photo fills, e.g. "(min-width: 60rem) 20rem, 50vw". */
  sizes: string;
  alt?: string;
  /** The page's LCP image: fetched first, never lazy. */
  isLcp?: boolean;
  className?: string;
}

/**
 * A post's photo at the size its slot needs: every WebP variant (400/800/1600) in `srcset`, the
 * stored width and height so nothing shifts while it loads, and the thumbhash painted underneath.
 * Lazy unless it is the page's LCP image.
 */
export function ListingPhoto({ photo, sizes, alt = '', isLcp = false, className }: ListingPhotoProps) {
  const variants = photo.variants;
  const fallback = variants.find((v) => v.width >= 800) ?? variants.at(-1);
  const style: CSSProperties = {
    backgroundColor: photo.tint,
    ...(photo.preview ? { backgroundImage: `url(${photo.preview})`, backgroundSize: 'cover' } : {}),
  };
  return (
    <img
      className={className ? `listing-photo ${className}` : 'listing-photo'}
      src={fallback?.url}
      srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      style={style}
      decoding={isLcp ? 'sync' : 'async'}
      loading={isLcp ? 'eager' : 'lazy'}
      {...(isLcp ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
