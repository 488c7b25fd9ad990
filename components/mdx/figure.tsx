/** An image with required alt text and dimensions, so pages never shift and never lack a description. */
export function Figure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}) {
  if (!alt?.trim()) throw new Error(`<Figure src="${src}">: "alt" is required`);
  if (!width || !height) throw new Error(`<Figure src="${src}">: "width" and "height" are required`);
  return (
    <figure className="figure">
      {/* Plain img: the export serves static SVG and PNG files as they are. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
