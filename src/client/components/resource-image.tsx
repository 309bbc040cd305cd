import { DEFAULT_PROGRAM_IMAGE } from '@contract/constants.ts';
import { type CSSProperties, useState } from 'react';

/** A program's or service's picture, or the default one when it has none or the file fails to load. */
export function ResourceImage({
  src,
  alt,
  className = '',
  loading = 'lazy',
  style,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** 'eager' for the page's main picture, which is then also fetched first (its largest paint). */
  loading?: 'lazy' | 'eager';
  style?: CSSProperties;
}) {
  const wanted = src?.trim() ? src : DEFAULT_PROGRAM_IMAGE;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? DEFAULT_PROGRAM_IMAGE : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      className={className}
      loading={loading}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
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
