import {
  mediaFallbackSrc,
  mediaSrcSet,
  type MediaImage,
} from "~/domain/media/media-rules";

/**
 * A media library image as the public pages draw it (docs/decisions/052-media-library.md): AVIF
 * and WebP sources and a JPEG `<img>` with every width in `srcset`, `sizes` saying how wide it
 * is drawn, and the intrinsic width and height so its box is reserved before it loads. The
 * page's largest image (`priority`) is fetched first and never lazily; any other waits until
 * it nears the screen. Rendered on the server: no JavaScript.
 */
export function MediaPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: {
  image: MediaImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
}) {
  return (
    <picture className={pictureClassName} data-media-picture={image.key}>
      <source
        type="image/avif"
        srcSet={mediaSrcSet(image, "avif")}
        sizes={sizes}
      />
      <source
        type="image/webp"
        srcSet={mediaSrcSet(image, "webp")}
        sizes={sizes}
      />
      <img
        src={mediaFallbackSrc(image)}
        srcSet={mediaSrcSet(image, "jpeg")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
