import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Language } from '../../domain/constants';
import type { Actor } from '../auth/actor';
import { facilityFor } from '../bookings/access';
import type { Db } from '../db/connect';
import { fields, files } from '../db/schema';
import { DomainError } from '../domain-error';
import { fill, PUBLIC_TEXTS } from './messages';

/**
 * A field's printable A4 poster (issue 19 item 5): the facility's logo (when it has a PNG or JPEG
 * one), its name, the field's name, a large QR code of the field's public page `/field-app/:id` and
 * that address under it, in the asked language. Staff pin it by the court. pdfkit, uncompressed (as
 * the billing statements: a test reads its text back); the QR is drawn as vector squares.
 */

export interface FieldPoster {
  readonly field_id: number;
  readonly field_name: string;
  readonly facility_name: string;
  /** The logo's bytes, when the facility has one pdfkit can draw (PNG or JPEG); else none. */
  readonly logo: Buffer | null;
}

/** Only our own uploads (`/api/v1/file/<uuid>`) are read as the logo. */
const UPLOAD = /^\/api\/v1\/file\/([0-9a-f-]{36})$/i;
const DRAWABLE = new Set(['image/png', 'image/jpeg']);

/** The field and its facility's logo, when the actor may act on the facility (E404 otherwise, as for a field that does not exist). */
export async function fieldPosterFor(db: Db, actor: Actor, fieldId: number): Promise<FieldPoster> {
  const [field] = await db.select({ id: fields.id, name: fields.name, facility_id: fields.facility_id }).from(fields).where(eq(fields.id, fieldId));
  if (!field) throw new DomainError('E404');
  const facility = await facilityFor(db, actor, field.facility_id);
  const fileId = facility.logo ? UPLOAD.exec(facility.logo)?.[1] : undefined;
  let logo: Buffer | null = null;
  if (fileId) {
    const [file] = await db.select({ content_type: files.content_type, bytes: files.bytes }).from(files).where(eq(files.id, fileId));
    if (file && DRAWABLE.has(file.content_type)) logo = Buffer.from(file.bytes);
  }
  return { field_id: field.id, field_name: field.name, facility_name: facility.name, logo };
}

/** The absolute address the poster's QR opens. */
export const fieldAppUrl = (origin: string, fieldId: number) => `${origin}/field-app/${fieldId}`;

export function fieldPosterPdf(poster: FieldPoster, url: string, lang: Language): Promise<Buffer> {
  const t = PUBLIC_TEXTS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, lang: t.lang, info: { Title: fill(t.posterTitle, { field: poster.field_name }), Author: 'Sideline' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.page.margins.top;
  if (poster.logo) {
    try {
      doc.image(poster.logo, left + (width - 96) / 2, y, { fit: [96, 96], align: 'center', valign: 'center' });
      y += 96 + 16;
    } catch {
      // A logo pdfkit cannot read (a damaged file) is left out: the poster still prints.
    }
  }
  doc.font('Helvetica').fontSize(18).fillColor('#444444').text(poster.facility_name, left, y, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(40).fillColor('#000000').text(poster.field_name, left, doc.y, { width, align: 'center' });
  // The QR: as large as the page leaves, its quiet zone included (four modules).
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = Math.min(420, width);
  const cell = side / (size + 8);
  const x0 = left + (width - side) / 2 + 4 * cell;
  const y0 = doc.y + 24 + 4 * cell;
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (qr.modules.get(r, c)) doc.rect(x0 + c * cell, y0 + r * cell, cell + 0.01, cell + 0.01);
  doc.fill('#000000');
  const below = y0 + (size + 4) * cell + 16;
  doc.font('Helvetica-Bold').fontSize(22).text(t.posterScan, left, below, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(url, left, doc.y, { width, align: 'center', link: url });
  doc.end();
  return done;
}
