import { rasterImage } from '@client/lib/raster-images.ts';
import { DEFAULT_PROGRAM_IMAGE } from '@contract/constants.ts';
import { type CSSProperties, useState } from 'react';

/**
 * A program's or service's picture, or the default one when it has none or the file fails to load.
 * The site's own pictures are sent as WebP copies at the width the layout needs (ADR 036).
 */
export function ResourceImage({
  src,
  alt,
  className = '',
  loading = 'lazy',
  sizes = '(min-width: 768px) 50vw, 100vw',
  style,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** 'eager' for the page's main picture, which is then also fetched first (its largest paint). */
  loading?: 'lazy' | 'eager';
  /** How wide the picture is drawn, for picking one of its WebP copies (the `sizes` attribute). */
  sizes?: string;
  style?: CSSProperties;
}) {
  const wanted = src?.trim() ? src : DEFAULT_PROGRAM_IMAGE;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? DEFAULT_PROGRAM_IMAGE : wanted;
  const raster = rasterImage(shown);
  return (
    // Loading, priority and sizes before the sources: a browser that creates the element picks the
    // file as soon as it has a source.
    <img
      loading={loading}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      {...(raster ? { sizes, srcSet: raster.srcSet } : {})}
      src={raster?.src ?? shown}
      alt={alt}
      className={className}
      style={style}
      width={640}
      height={360}
      onError={() => {
        // Fall back once; if the default image itself fails, stop here rather than loop.
        if (shown !== DEFAULT_PROGRAM_IMAGE) setFailedSrc(wanted);
      }}
    />
  );
}
