import { Resvg } from '@resvg/resvg-js';
import { FAVICON_ICO_SIZE } from '../brand-mark';

/**
 * /favicon.ico from the SVG icon: one PNG image in an ICO container (an ICONDIR header and one
 * ICONDIRENTRY before the PNG bytes, as every browser since IE 11 reads it). Browsers request
 * /favicon.ico by that name on some history navigations, and feed readers and bookmarks do too.
 */
export function faviconIco(svg: string | Buffer): Buffer {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: FAVICON_ICO_SIZE } }).render().asPng();
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(FAVICON_ICO_SIZE, 6); // width
  head.writeUInt8(FAVICON_ICO_SIZE, 7); // height
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14); // image size
  head.writeUInt32LE(head.length, 18); // image offset
  return Buffer.concat([head, png]);
}
