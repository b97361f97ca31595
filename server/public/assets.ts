import { crc32, deflateSync } from 'node:zlib';

/**
 * The public pages' two files (issue 19): the app bridge, the only script they load, and the pitch
 * picture links unfurl with when the field has no image of its own (PNG: WhatsApp and iMessage
 * show no SVG).
 */

/**
 * "Open in the app": a link carrying `data-app` (the app's deep link) tries the app first and, if
 * the page is still showing after 1.5 s, follows its own address (the store of the phone's
 * platform). A page whose body has `data-auto` does so at once (`/app-reditect/:playback`). Without
 * script the link leads to the store. A page whose body has `data-view` (a video's or a highlight's)
 * posts one view of that code (server/public/routes.ts counts it once per address and window).
 */
export const BRIDGE_JS = `(function(){function go(a){var t=setTimeout(function(){if(!document.hidden)location.href=a.href},1500);document.addEventListener('visibilitychange',function(){if(document.hidden)clearTimeout(t)});location.href=a.getAttribute('data-app')}
document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-app]');if(!a)return;e.preventDefault();go(a)});
var b=document.body,v=b.getAttribute('data-view');if(v&&navigator.sendBeacon)navigator.sendBeacon('/public-pages/view/'+v);
var auto=b.hasAttribute('data-auto')&&document.querySelector('a[data-app]');if(auto)go(auto)})();
`;

let pitch: Buffer | undefined;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1200×630 court seen from above (the size link previews use), drawn once: green, white lines. */
export function pitchPng(): Buffer {
  if (pitch) return pitch;
  const width = 1200;
  const height = 630;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const near = (a: number, b: number) => Math.abs(a - b) < 4;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const inside = x >= 56 && x <= 1144 && y >= 46 && y <= 584;
      const white = inside && (near(x, 60) || near(x, 1140) || near(x, 600) || near(y, 50) || near(y, 580) || (near(y, 315) && (x < 330 || x > 870)) || ((near(x, 330) || near(x, 870)) && y > 50 && y < 580));
      const i = row + 1 + x * 3;
      raw[i] = white ? 235 : 0x1f;
      raw[i + 1] = white ? 245 : 0x6f;
      raw[i + 2] = white ? 238 : 0x43;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  pitch = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return pitch;
}
